import type { LoginData } from '@qr/contract';
import {
  BotCheck,
  type BotCheckHandle,
  Card,
  PageHeader,
  PageLayout,
  type ServerMessageTexts,
  Stepper,
  serverMessages,
} from '@qr/design-system';
import { authTokenAtom, useApi } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSingleFlight } from '@qr/runtime/single-flight';
import { useSetAtom } from 'jotai';
import { type RefObject, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { initiateLogin } from '../../api/initiate-login';
import { registerVehicle } from '../../api/register-vehicle';
import { verifyLogin } from '../../api/verify-login';
import { failureMessage } from '../shared/failure-messages';
import { fill } from '../shared/fill';
import { canShowResend, type OtpFailure, useOtpStep } from '../shared/use-otp-step';
import { verifyFailureMessage } from '../shared/verify-failure-message';
import { closeKeyboardKeepingPlace } from './close-keyboard';
import { type RegistrationTexts, registrationMessages } from './messages';
import styles from './registration.module.css';
import { blockerOf, initialRegistration, reduce, shownBlocker } from './registration-state';
import { buildRegistrationRequest, emergencyError, looksTemporary, mobileError } from './validation';
import { VehicleDetailsStep } from './vehicle-details-step';
import { VerificationStep } from './verification-step';

/** The step's failure in the page's language: the server's message else the fallback; a refused code its own words. */
function failureText(
  failure: OtpFailure | undefined,
  t: RegistrationTexts,
  server: ServerMessageTexts,
): string | undefined {
  if (!failure) return undefined;
  if (failure.step === 'verify') return verifyFailureMessage(failure.error, t, server);
  const fallback = failure.step === 'send' ? t.sendFailed : t.registerFailed;
  return failureMessage(failure.error, { http: fallback, other: fallback }, server);
}

/** /vehicle-registration/{uid}: details and challenge, then the WhatsApp code, then POST vehicle and /vehicle-info. */
export function RegistrationFlow({ uid }: { uid: string }) {
  const api = useApi();
  const navigate = useNavigate();
  const setAuthToken = useSetAtom(authTokenAtom);
  const t = useMessages(registrationMessages);
  const server = useMessages(serverMessages);
  const detailsCheck = useRef<BotCheckHandle>(null);
  const resendCheck = useRef<BotCheckHandle>(null);
  const primaryRef = useRef<HTMLInputElement>(null);
  const emergencyRef = useRef<HTMLInputElement>(null);
  const [state, dispatch] = useReducer(reduce, initialRegistration);
  const { step, values } = state;
  const blocker = blockerOf(state);

  const otp = useOtpStep({
    send: (turnstileToken: string) => initiateLogin(api, { phone: values.primary, turnstileToken }),
    verify: (loginData: LoginData, code: string) => verifyLogin(api, loginData, code),
    onVerified: async (jwt) => {
      setAuthToken(jwt);
      await registerVehicle(api, buildRegistrationRequest({ uid, ...values }));
      navigate('/vehicle-info');
    },
  });

  const failSend = () => {
    detailsCheck.current?.reset();
    dispatch({ type: 'sendFailed' });
  };

  // Continue and Resend OTP each run once at a time, however fast the taps (Verify & Register: the OTP step).
  const [sendCode] = useSingleFlight(async () => {
    if (blocker || !state.detailsToken) {
      dispatch({ type: 'continueBlocked' });
      return;
    }
    if (await otp.send(state.detailsToken)) dispatch({ type: 'codeSent' });
    else failSend();
  });

  const [resend] = useSingleFlight(async () => {
    if (!state.resendToken) return;
    if (await otp.resend(state.resendToken)) {
      resendCheck.current?.reset();
      dispatch({ type: 'codeResent' });
    } else {
      failSend();
    }
  });

  const failure = failureText(otp.failure, t, server);
  // A failed send shows on the details step (where it returns); the rest on the verification step.
  const failureStep = otp.failure?.step === 'send' ? 'details' : 'verification';
  const shown = shownBlocker(state);
  /** A step's bot check, its token kept in the state by `type`. */
  const botCheck = (
    ref: RefObject<BotCheckHandle | null>,
    action: 'register' | 'resend',
    type: 'detailsTokenChanged' | 'resendTokenChanged',
  ) => <BotCheck ref={ref} action={action} onToken={(token) => dispatch({ type, token })} />;

  return (
    <PageLayout>
      <div className={styles.page}>
        <PageHeader title={t.pageTitle} backTo="/" />
        <Stepper
          steps={[t.stepDetails, t.stepVerification]}
          current={step === 'details' ? 0 : 1}
          ariaLabel={t.progress}
        />
        <p className={styles.intro}>{fill(t.sticker, { uid: <span className={styles.uid}>{uid}</span> })}</p>
        <Card padding="md">
          {step === 'details' ? (
            <VehicleDetailsStep
              values={values}
              onVehicleNumberChange={(raw) => dispatch({ type: 'vehicleNumberTyped', raw })}
              onTemporaryChange={(ticked) => dispatch({ type: 'temporaryTicked', ticked })}
              onVehicleTypeChange={(vehicleType) => dispatch({ type: 'vehicleTypeChosen', vehicleType })}
              onPrimaryChange={(raw) => dispatch({ type: 'primaryTyped', raw })}
              onEmergencyChange={(raw) => dispatch({ type: 'emergencyTyped', raw })}
              onPrimaryComplete={() => closeKeyboardKeepingPlace(primaryRef.current)}
              onEmergencyComplete={() => closeKeyboardKeepingPlace(emergencyRef.current)}
              primaryRef={primaryRef}
              emergencyRef={emergencyRef}
              showTemporary={looksTemporary(values.vehicleNumber)}
              primaryError={mobileError(values.primary, t)}
              emergencyError={emergencyError(values.primary, values.emergency, t)}
              blocker={shown ? t[shown] : undefined}
              canContinue={blocker === null && !otp.sending}
              sending={otp.sending}
              error={failureStep === 'details' ? failure : undefined}
              onContinue={() => void sendCode()}
              botCheck={botCheck(detailsCheck, 'register', 'detailsTokenChanged')}
            />
          ) : (
            <VerificationStep
              phone={values.primary}
              code={otp.code}
              onCodeChange={otp.changeCode}
              verifying={otp.verifying}
              error={failureStep === 'verification' ? failure : undefined}
              onVerify={() => void otp.verify()}
              showResend={canShowResend(otp.sent, otp.attempts) && !otp.verified}
              canResend={Boolean(state.resendToken)}
              resending={otp.resending}
              onResend={() => void resend()}
              botCheck={botCheck(resendCheck, 'resend', 'resendTokenChanged')}
              notice={otp.resent ? t.codeResent : undefined}
              onEditDetails={() => dispatch({ type: 'editDetailsChosen' })}
            />
          )}
        </Card>
      </div>
    </PageLayout>
  );
}
