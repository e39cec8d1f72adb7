import type { LoginData } from '@qr/contract';
import { BotCheck, type BotCheckHandle, Dialog, serverMessages } from '@qr/design-system';
import { authTokenAtom, useApi, useEndSession } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSingleFlight } from '@qr/runtime/single-flight';
import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { initiateLogin } from '../../api/initiate-login';
import { verifyLogin } from '../../api/verify-login';
import { useOtpStep } from '../shared/use-otp-step';
import { verifyFailureMessage } from '../shared/verify-failure-message';
import { loginMessages } from './messages';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { canSendOtp, isTenDigits } from './validation';

export interface LoginDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Prefilled from a referral code. */
  initialPhone?: string | undefined;
  /** The whole referral code, sent as referredBy. */
  referredBy?: string | undefined;
}

/** The landing page's two-step login: phone and challenge, then the WhatsApp OTP; success goes to /admin. */
export function LoginDialog({ open, onOpenChange, initialPhone = '', referredBy }: LoginDialogProps) {
  const api = useApi();
  const navigate = useNavigate();
  const setToken = useSetAtom(authTokenAtom);
  const endSession = useEndSession();
  const botCheck = useRef<BotCheckHandle>(null);
  const t = useMessages(loginMessages);
  const server = useMessages(serverMessages);

  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phone, setPhone] = useState(initialPhone);
  const [token, setTurnstileToken] = useState<string | null>(null);
  /** Send OTP was pressed without the challenge. */
  const [challengeMissing, setChallengeMissing] = useState(false);
  const otp = useOtpStep({
    send: (turnstileToken: string) => initiateLogin(api, { phone, turnstileToken, referredBy }),
    verify: (loginData: LoginData, code: string) => verifyLogin(api, loginData, code),
    onVerified: (jwt) => {
      setToken(jwt);
      onOpenChange(false);
      navigate('/admin');
    },
  });

  // One run of the whole send at a time, so a burst of taps resets the challenge once.
  const [sendOtp] = useSingleFlight(async () => {
    if (!isTenDigits(phone)) return;
    if (!token) {
      otp.clearFailure();
      setChallengeMissing(true);
      return;
    }
    setChallengeMissing(false);
    if (await otp.send(token)) {
      setStep('otp');
    } else {
      botCheck.current?.reset();
    }
    setTurnstileToken(null);
  });

  const busy = otp.sending || otp.verifying;
  const failure = otp.failure;
  const errorText = challengeMissing
    ? t.challengeRequired
    : failure?.step === 'send'
      ? t.sendFailed
      : failure
        ? verifyFailureMessage(failure.error, t, server)
        : undefined;

  const backToLogin = () => {
    endSession();
    setStep('phone');
    otp.reset();
    setChallengeMissing(false);
    setTurnstileToken(null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!busy || next) onOpenChange(next);
      }}
      title={step === 'phone' ? t.loginTitle : t.otpTitle}
      description={step === 'phone' ? t.loginDescription : undefined}
    >
      {step === 'phone' ? (
        <PhoneStep
          phone={phone}
          onPhoneChange={(next) => {
            setPhone(next);
            setChallengeMissing(false);
            otp.clearFailure();
          }}
          canSend={canSendOtp(phone, token) && !busy}
          sending={busy}
          error={errorText}
          onSubmit={() => void sendOtp()}
          botCheck={
            <BotCheck
              ref={botCheck}
              action="login"
              onToken={(next) => {
                setTurnstileToken(next);
                if (next) setChallengeMissing(false);
              }}
            />
          }
        />
      ) : (
        <OtpStep
          phone={phone}
          code={otp.code}
          onCodeChange={otp.changeCode}
          onComplete={(value) => void otp.verify(value)}
          verifying={busy}
          error={errorText}
          onVerify={() => void otp.verify()}
          onBack={backToLogin}
        />
      )}
    </Dialog>
  );
}
