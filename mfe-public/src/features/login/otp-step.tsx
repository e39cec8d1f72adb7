import { Button, OtpInput } from 'shared-ui';
import styles from './login.module.css';

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
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onVerify();
      }}
    >
      <p className={styles.sentTo}>
        Code sent on WhatsApp to <strong className={styles.number}>+91 {phone}</strong>
      </p>
      <OtpInput value={code} onChange={onCodeChange} onComplete={onComplete} autoFocus disabled={verifying} hideLabel />
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={!/^\d{4}$/.test(code)} loading={verifying}>
        Verify OTP
      </Button>
      <Button type="button" variant="ghost" fullWidth onClick={onBack} disabled={verifying}>
        Back to Login
      </Button>
    </form>
  );
}
