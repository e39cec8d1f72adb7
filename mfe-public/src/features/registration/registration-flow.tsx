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
  useMessages,
  useSingleFlight,
} from 'shared-ui';
import { isOtp, type LoginData, type VehicleType } from 'shared-ui/contract';
import { initiateLogin } from '../../api/login-initiate';
import { verifyLogin } from '../../api/login-verify';
import { registerVehicle } from '../../api/register-vehicle';
import { failureMessage, verifyFailureMessage } from '../shared/failure-messages';
import { fill } from '../shared/fill';
import { closeKeyboardKeepingPlace } from './close-keyboard';
import { type RegistrationTexts, registrationMessages } from './messages';
import styles from './registration.module.css';
import {
  buildRegistrationRequest,
  canShowResend,
  continueBlocker,
  emergencyError,
  looksTemporary,
  mobileError,
  normaliseMobile,
  normaliseVehicleNumber,
} from './validation';
import { VehicleDetailsStep, type VehicleDetailsValues } from './vehicle-details-step';
import { VerificationStep } from './verification-step';

/**
 * A message shown until the next action, worded at render time so that it follows a language switch:
 * a failed call (the server's message, else the fallback of that key) or a failed verification.
 */
type Shown = { failure: unknown; fallback: 'sendFailed' | 'registerFailed' } | { verifyFailure: unknown };

function shownText(shown: Shown | undefined, t: RegistrationTexts): string | undefined {
  if (!shown) return undefined;
  if ('verifyFailure' in shown) return verifyFailureMessage(shown.verifyFailure, t);
  const fallback = t[shown.fallback];
  return failureMessage(shown.failure, { http: fallback, other: fallback });
}

/** /vehicle-registration/{uid}: details and challenge, then the WhatsApp code, then POST vehicle and /vehicle-info. */
export function RegistrationFlow({ uid }: { uid: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const setAuthToken = useSetAtom(authTokenAtom);
  const t = useMessages(registrationMessages);
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
  const [sendError, setSendError] = useState<Shown>();
  const [loginData, setLoginData] = useState<LoginData | null>(null);
  const [sent, setSent] = useState(false);
  const [attempts, setAttempts] = useState(0);
  const [code, setCode] = useState('');
  const [verifyError, setVerifyError] = useState<Shown>();
  const [resent, setResent] = useState(false);

  const blocker = continueBlocker({ ...values, token });
  const filled = values.vehicleNumber !== '' && values.primary.length === 10 && values.emergency.length === 10;
  const showBlocker =
    blocker === 'challengeRequired'
      ? filled || submitAttempted
      : (blocker === 'invalidContact' || blocker === 'vehicleNumberRequired') && submitAttempted;

  const update = (patch: Partial<VehicleDetailsValues>) => setValues((current) => ({ ...current, ...patch }));

  const failSend = (error: unknown) => {
    setStep(0);
    setSendError({ failure: error, fallback: 'sendFailed' });
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
      setResent(false);
      setToken(null);
      setStep(1);
    } catch (error) {
      failSend(error);
    }
  });

  const [resend, resending] = useSingleFlight(async () => {
    if (!resendToken) return;
    setVerifyError(undefined);
    setResent(false);
    try {
      const data = await initiateLogin(api, { phone: values.primary, turnstileToken: resendToken });
      setLoginData(data);
      setCode('');
      setResent(true);
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
      setVerifyError({ failure: error, fallback: 'registerFailed' });
    }
  };

  const [verify, verifying] = useSingleFlight(async () => {
    if (!isOtp(code)) return;
    setVerifyError(undefined);
    setResent(false);
    if (!verifiedJwt.current) {
      if (!loginData) return;
      let jwt: string;
      try {
        jwt = await verifyLogin(api, loginData, code);
      } catch (error) {
        setAttempts((count) => count + 1);
        setVerifyError({ verifyFailure: error });
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
        <PageHeader title={t.pageTitle} backTo="/" />
        <Stepper steps={[t.stepDetails, t.stepVerification]} current={step} ariaLabel={t.progress} />
        <p className={styles.intro}>{fill(t.sticker, { uid: <span className={styles.uid}>{uid}</span> })}</p>
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
              primaryError={mobileError(values.primary, t)}
              emergencyError={emergencyError(values.primary, values.emergency, t)}
              blocker={showBlocker && blocker ? t[blocker] : undefined}
              canContinue={blocker === null && !sending}
              sending={sending}
              error={shownText(sendError, t)}
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
              error={shownText(verifyError, t)}
              onVerify={() => void verify()}
              showResend={canShowResend(sent, attempts) && !verifiedJwt.current}
              canResend={Boolean(resendToken)}
              resending={resending}
              onResend={() => void resend()}
              botCheck={<BotCheck ref={resendCheck} action="resend" onToken={setResendToken} />}
              notice={resent ? t.codeResent : undefined}
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
