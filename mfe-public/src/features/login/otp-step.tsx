import { isOtp } from '@qr/contract';
import { Button, OtpInput } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { fill } from '../shared/fill';
import { FormError, StepForm } from '../shared/step-form';
import styles from './login.module.css';
import { loginMessages } from './messages';

export interface OtpStepProps {
  /** The 10-digit number the code went to. */
  phone: string;
  code: string;
  onCodeChange(code: string): void;
  onComplete(code: string): void;
  verifying: boolean;
  error?: string | undefined;
  onVerify(): void;
  onBack(): void;
}

/** Login step 2: +91 and the number, four boxes, Verify OTP and Back to Login. */
export function OtpStep({ phone, code, onCodeChange, onComplete, verifying, error, onVerify, onBack }: OtpStepProps) {
  const t = useMessages(loginMessages);
  return (
    <StepForm onSubmit={onVerify}>
      <p className={styles.sentTo}>
        {fill(t.codeSentTo, { number: <strong className={styles.number}>+91 {phone}</strong> })}
      </p>
      <OtpInput value={code} onChange={onCodeChange} onComplete={onComplete} autoFocus disabled={verifying} hideLabel />
      <FormError message={error} />
      <Button type="submit" size="lg" fullWidth disabled={!isOtp(code)} loading={verifying}>
        {t.verifyOtp}
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack} disabled={verifying}>
        {t.backToLogin}
      </Button>
    </StepForm>
  );
}
