import { useSetAtom } from 'jotai';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  authTokenAtom,
  BotCheck,
  type BotCheckHandle,
  Dialog,
  useApi,
  useEndSession,
  useMessages,
  useSingleFlight,
} from 'shared-ui';
import { isOtp, type LoginData } from 'shared-ui/contract';
import { initiateLogin } from '../../api/login-initiate';
import { verifyLogin } from '../../api/login-verify';
import { verifyFailureMessage } from '../shared/failure-messages';
import { loginMessages } from './messages';
import { OtpStep } from './otp-step';
import { PhoneStep } from './phone-step';
import { canSendOtp, isTenDigits } from './validation';

/** What went wrong, worded at render time so that it follows a language switch while it is shown. */
type LoginError = { kind: 'challenge' } | { kind: 'send' } | { kind: 'verify'; failure: unknown };

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

  const [step, setStep] = useState<'phone' | 'otp'>('phone');
  const [phone, setPhone] = useState(initialPhone);
  const [token, setTurnstileToken] = useState<string | null>(null);
  const [loginData, setLoginData] = useState<LoginData | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<LoginError>();

  // One request per step, however fast the taps: Send OTP and Verify OTP each run once at a time.
  const [sendOtp, sending] = useSingleFlight(async () => {
    if (!isTenDigits(phone)) return;
    if (!token) {
      setError({ kind: 'challenge' });
      return;
    }
    setError(undefined);
    try {
      const data = await initiateLogin(api, { phone, turnstileToken: token, referredBy });
      setLoginData(data);
      setTurnstileToken(null);
      setCode('');
      setStep('otp');
    } catch {
      setError({ kind: 'send' });
      botCheck.current?.reset();
      setTurnstileToken(null);
    }
  });

  const [verify, verifying] = useSingleFlight(async (value: string) => {
    if (!loginData || !isOtp(value)) return;
    setError(undefined);
    try {
      const jwt = await verifyLogin(api, loginData, value);
      setToken(jwt);
      onOpenChange(false);
      navigate('/admin');
    } catch (failure) {
      setError({ kind: 'verify', failure });
      setCode('');
    }
  });
  const busy = sending || verifying;
  const errorText =
    error?.kind === 'challenge'
      ? t.challengeRequired
      : error?.kind === 'send'
        ? t.sendFailed
        : error?.kind === 'verify'
          ? verifyFailureMessage(error.failure, t)
          : undefined;

  const backToLogin = () => {
    endSession();
    setStep('phone');
    setCode('');
    setLoginData(null);
    setError(undefined);
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
            setError(undefined);
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
                if (next) setError((current) => (current?.kind === 'challenge' ? undefined : current));
              }}
            />
          }
        />
      ) : (
        <OtpStep
          phone={phone}
          code={code}
          onCodeChange={(next) => {
            setCode(next);
            if (next) setError(undefined);
          }}
          onComplete={(value) => void verify(value)}
          verifying={busy}
          error={errorText}
          onVerify={() => void verify(code)}
          onBack={backToLogin}
        />
      )}
    </Dialog>
  );
}
