import { isOtp } from '@qr/contract';
import { Button, OtpInput } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import { fill } from '../shared/fill';
import { FormError, StepForm } from '../shared/step-form';
import { registrationMessages } from './messages';
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
  const t = useMessages(registrationMessages);
  return (
    <StepForm onSubmit={props.onVerify}>
      <p className={styles.sentTo}>
        {fill(t.codeSentTo, { number: <strong className={styles.number}>+91 {phone}</strong> })}
      </p>
      <OtpInput value={code} onChange={props.onCodeChange} autoFocus disabled={busy} label={t.codeLabel} />
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <FormError message={error} />
      <Button type="submit" size="lg" fullWidth disabled={!isOtp(code) || resending} loading={verifying}>
        {t.verifyRegister}
      </Button>
      {showResend ? (
        <div className={styles.resend}>
          <p className={styles.resendText}>{t.noCode}</p>
          {botCheck}
          <Button
            type="button"
            variant="secondary"
            fullWidth
            disabled={!canResend || busy}
            loading={resending}
            onClick={props.onResend}
          >
            {t.resendOtp}
          </Button>
        </div>
      ) : null}
      <Button type="button" variant="ghost" fullWidth onClick={props.onEditDetails} disabled={busy}>
        {t.editDetails}
      </Button>
    </StepForm>
  );
}
