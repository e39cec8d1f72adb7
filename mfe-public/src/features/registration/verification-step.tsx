import type { ReactNode } from 'react';
import { Button, OtpInput } from 'shared-ui';
import styles from './registration.module.css';

export interface VerificationStepProps {
  /** The 10-digit primary contact the code went to. */
  phone: string;
  code: string;
  onCodeChange(code: string): void;
  verifying: boolean;
  error?: string | undefined;
  onVerify(): void;
  showResend: boolean;
  /** Resend needs a fresh challenge token. */
  canResend: boolean;
  resending: boolean;
  onResend(): void;
  /** The challenge for a resend; shown with Resend OTP. */
  botCheck?: ReactNode;
  /** A code was sent again (shown after a resend). */
  notice?: string | undefined;
  onEditDetails(): void;
}

/** Registration step 2: the four-digit code, Verify & Register and Resend OTP. */
export function VerificationStep(props: VerificationStepProps) {
  const { phone, code, verifying, error, showResend, canResend, resending, botCheck, notice } = props;
  const busy = verifying || resending;
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        props.onVerify();
      }}
    >
      <p className={styles.sentTo}>
        Enter the 4-digit code we sent on WhatsApp to <strong className={styles.number}>+91 {phone}</strong>
      </p>
      <OtpInput value={code} onChange={props.onCodeChange} autoFocus disabled={busy} label="Verification code" />
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button type="submit" size="lg" fullWidth disabled={!/^\d{4}$/.test(code) || resending} loading={verifying}>
        Verify &amp; Register
      </Button>
      {showResend ? (
        <div className={styles.resend}>
          <p className={styles.resendText}>Didn't get the code?</p>
          {botCheck}
          <Button
            type="button"
            variant="secondary"
            fullWidth
            disabled={!canResend || busy}
            loading={resending}
            onClick={props.onResend}
          >
            Resend OTP
          </Button>
        </div>
      ) : null}
      <Button type="button" variant="ghost" fullWidth onClick={props.onEditDetails} disabled={busy}>
        Edit vehicle details
      </Button>
    </form>
  );
}
