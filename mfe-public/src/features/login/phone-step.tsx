import { Button, PhoneField, WhatsApp } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { fill } from '../shared/fill';
import { FormError, StepForm } from '../shared/step-form';
import styles from './login.module.css';
import { loginMessages } from './messages';

export interface PhoneStepProps {
  phone: string;
  onPhoneChange(phone: string): void;
  canSend: boolean;
  sending: boolean;
  /** A failed send or a submit without the challenge. */
  error?: string | undefined;
  onSubmit(): void;
  /** The bot-check widget (a slot so the step stays presentational). */
  botCheck: ReactNode;
}

/** Login step 1: the phone, the challenge, Send OTP, the WhatsApp note and the legal links. */
export function PhoneStep({ phone, onPhoneChange, canSend, sending, error, onSubmit, botCheck }: PhoneStepProps) {
  const t = useMessages(loginMessages);
  return (
    <StepForm onSubmit={onSubmit} canSubmit={canSend}>
      <PhoneField label={t.phoneLabel} value={phone} onChange={onPhoneChange} autoFocus name="phone" />
      {botCheck}
      <FormError message={error} />
      <Button type="submit" size="lg" fullWidth disabled={!canSend} loading={sending}>
        {t.sendOtp}
      </Button>
      <p className={styles.note}>
        <WhatsApp aria-hidden="true" className={styles.noteIcon} />
        <span>{t.whatsappNote}</span>
      </p>
      <p className={styles.legal}>
        {fill(t.legal, {
          terms: <Link to="/terms">{t.terms}</Link>,
          privacy: <Link to="/privacy">{t.privacy}</Link>,
        })}
      </p>
    </StepForm>
  );
}
