import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  authTokenAtom,
  BotCheck,
  type BotCheckHandle,
  Card,
  PageHeader,
  PageLayout,
  Stepper,
  useApi,
  useSingleFlight,
} from 'shared-ui';
import type { LoginData, VehicleType } from 'shared-ui/contract';
import { failureMessage } from '../../api/error-message';
import { initiateLogin, REGISTRATION_SEND_FAILED } from '../../api/login-initiate';
import { REGISTRATION_VERIFY_FAILED, verifyFailureMessage, verifyLogin } from '../../api/login-verify';
import { REGISTRATION_FAILED, registerVehicle } from '../../api/register-vehicle';
import { closeKeyboardKeepingPlace } from './close-keyboard';
import styles from './registration.module.css';
import {
  buildRegistrationRequest,
  CHALLENGE_REQUIRED,
  canShowResend,
  continueBlocker,
  emergencyError,
  INVALID_CONTACT,
  looksTemporary,
  mobileError,
  normaliseMobile,
  normaliseVehicleNumber,
  VEHICLE_NUMBER_REQUIRED,
} from './validation';
import { VehicleDetailsStep, type VehicleDetailsValues } from './vehicle-details-step';
import { VerificationStep } from './verification-step';

export const REGISTRATION_STEPS = ['Vehicle Details', 'Verification'];
const SEND_FAILED = { http: REGISTRATION_SEND_FAILED, other: REGISTRATION_SEND_FAILED };
const REGISTER_FAILED = { http: REGISTRATION_FAILED, other: REGISTRATION_FAILED };
const CODE_RESENT = 'A new code was sent on WhatsApp.';

/** /vehicle-registration/{uid}: details and challenge, then the WhatsApp code, then POST vehicle and /vehicle-info. */
export function RegistrationFlow({ uid }: { uid: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const setAuthToken = useSetAtom(authTokenAtom);
  const detailsCheck = useRef<BotCheckHandle>(null);
  const resendCheck = useRef<BotCheckHandle>(null);
  const primaryRef = useRef<HTMLInputElement>(null);
  const emergencyRef = useRef<HTMLInputElement>(null);
  /** Kept when verification passed but registering failed, so a retry only registers. */
  const verifiedJwt = useRef<string | null>(null);

  const [step, setStep] = useState<0 | 1>(0);
  const [values, setValues] = useState<VehicleDetailsValues>({
    vehicleNumber: '',
    temporaryTicked: false,
    vehicleType: 'PERSONAL',
    primary: '',
    emergency: '',
  });
  const [token, setToken] = useState<string | null>(null);
  const [resendToken, setResendToken] = useState<string | null>(null);
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const [sendError, setSendError] = useState<string>();
  const [loginData, setLoginData] = useState<LoginData | null>(null);
  const [sent, setSent] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [code, setCode] = useState('');
  const [verifyError, setVerifyError] = useState<string>();
  const [notice, setNotice] = useState<string>();

  const blocker = continueBlocker({ ...values, token });
  const filled = values.vehicleNumber !== '' && values.primary.length === 10 && values.emergency.length === 10;
  const showBlocker =
    blocker === CHALLENGE_REQUIRED
      ? filled || submitAttempted
      : (blocker === INVALID_CONTACT || blocker === VEHICLE_NUMBER_REQUIRED) && submitAttempted;

  const update = (patch: Partial<VehicleDetailsValues>) => setValues((current) => ({ ...current, ...patch }));

  const failSend = (error: unknown) => {
    setStep(0);
    setSendError(failureMessage(error, SEND_FAILED));
    detailsCheck.current?.reset();
    setToken(null);
  };

  // Continue, Resend OTP and Verify & Register each send one request at a time, however fast the taps.
  const [sendCode, sending] = useSingleFlight(async () => {
    if (blocker || !token) {
      setSubmitAttempted(true);
      return;
    }
    setSendError(undefined);
    try {
      const data = await initiateLogin(api, { phone: values.primary, turnstileToken: token });
      setLoginData(data);
      setSent(true);
      setCode('');
      setVerifyError(undefined);
      setNotice(undefined);
      setToken(null);
      setStep(1);
    } catch (error) {
      failSend(error);
    }
  });

  const [resend, resending] = useSingleFlight(async () => {
    if (!resendToken) return;
    setVerifyError(undefined);
    setNotice(undefined);
    try {
      const data = await initiateLogin(api, { phone: values.primary, turnstileToken: resendToken });
      setLoginData(data);
      setCode('');
      setNotice(CODE_RESENT);
      resendCheck.current?.reset();
      setResendToken(null);
    } catch (error) {
      setResendToken(null);
      failSend(error);
    }
  });

  const register = async () => {
    try {
      await registerVehicle(api, buildRegistrationRequest({ uid, ...values }));
      navigate('/vehicle-info');
    } catch (error) {
      setVerifyError(failureMessage(error, REGISTER_FAILED));
    }
  };

  const [verify, verifying] = useSingleFlight(async () => {
    if (!/^\d{4}$/.test(code)) return;
    setVerifyError(undefined);
    setNotice(undefined);
    if (!verifiedJwt.current) {
      if (!loginData) return;
      let jwt: string;
      try {
        jwt = await verifyLogin(api, loginData, code);
      } catch (error) {
        setAttempts((count) => count + 1);
        setVerifyError(verifyFailureMessage(error, REGISTRATION_VERIFY_FAILED));
        setCode('');
        return;
      }
      verifiedJwt.current = jwt;
      setAuthToken(jwt);
    }
    await register();
  });

  return (
    <PageLayout>
      <div className={styles.page}>
        <PageHeader title="Vehicle Registration" backTo="/" />
        <Stepper steps={REGISTRATION_STEPS} current={step} ariaLabel="Registration progress" />
        <p className={styles.intro}>
          Sticker <span className={styles.uid}>{uid}</span>
        </p>
        <Card padding="md">
          {step === 0 ? (
            <VehicleDetailsStep
              values={values}
              onVehicleNumberChange={(raw) => {
                const vehicleNumber = normaliseVehicleNumber(raw);
                const wasTemporary = looksTemporary(values.vehicleNumber);
                const isTemporary = looksTemporary(vehicleNumber);
                update({
                  vehicleNumber,
                  temporaryTicked: isTemporary ? (wasTemporary ? values.temporaryTicked : true) : false,
                });
              }}
              onTemporaryChange={(temporaryTicked) => update({ temporaryTicked })}
              onVehicleTypeChange={(vehicleType: VehicleType) => update({ vehicleType })}
              onPrimaryChange={(digits) => update({ primary: normaliseMobile(digits) })}
              onEmergencyChange={(digits) => update({ emergency: normaliseMobile(digits) })}
              onPrimaryComplete={() => closeKeyboardKeepingPlace(primaryRef.current)}
              onEmergencyComplete={() => closeKeyboardKeepingPlace(emergencyRef.current)}
              primaryRef={primaryRef}
              emergencyRef={emergencyRef}
              showTemporary={looksTemporary(values.vehicleNumber)}
              primaryError={mobileError(values.primary)}
              emergencyError={emergencyError(values.primary, values.emergency)}
              blocker={showBlocker ? (blocker ?? undefined) : undefined}
              canContinue={blocker === null && !sending}
              sending={sending}
              error={sendError}
              onContinue={() => void sendCode()}
              botCheck={<BotCheck ref={detailsCheck} action="register" onToken={setToken} />}
            />
          ) : (
            <VerificationStep
              phone={values.primary}
              code={code}
              onCodeChange={(next) => {
                setCode(next);
                if (next) setVerifyError(undefined);
              }}
              verifying={verifying}
              error={verifyError}
              onVerify={() => void verify()}
              showResend={canShowResend(sent, attempts) && !verifiedJwt.current}
              canResend={Boolean(resendToken)}
              resending={resending}
              onResend={() => void resend()}
              botCheck={<BotCheck ref={resendCheck} action="resend" onToken={setResendToken} />}
              notice={notice}
              onEditDetails={() => {
                setStep(0);
                setResendToken(null);
              }}
            />
          )}
        </Card>
      </div>
    </PageLayout>
  );
}
