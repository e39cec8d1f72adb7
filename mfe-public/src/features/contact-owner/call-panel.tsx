import { IconButton, Phone, PhoneField, Spinner } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode, Ref } from 'react';
import styles from './contact-owner.module.css';
import { contactOwnerMessages } from './messages';

export interface CallPanelProps {
  phone: string;
  onPhoneChange(phone: string): void;
  onPhoneBlur(): void;
  phoneError?: string | undefined;
  canCall: boolean;
  sending: boolean;
  /** The 1.5 s auto-call progress is running. */
  autoCalling: boolean;
  onCall(): void;
  callButtonRef?: Ref<HTMLButtonElement>;
  botCheck: ReactNode;
  /** Shown above the call button, e.g. that the phone is offline. */
  notice?: ReactNode;
}

/** Call tab: the caller's +91 number, the round call button with 'Tap to call', and the challenge. */
export function CallPanel({
  phone,
  onPhoneChange,
  onPhoneBlur,
  phoneError,
  canCall,
  sending,
  autoCalling,
  onCall,
  callButtonRef,
  botCheck,
  notice,
}: CallPanelProps) {
  const t = useMessages(contactOwnerMessages);
  return (
    <div className={styles.panel}>
      <PhoneField
        label={t.phoneLabel}
        hint={t.phoneHint}
        value={phone}
        onChange={onPhoneChange}
        onBlur={onPhoneBlur}
        error={phoneError}
        name="informerContact"
      />
      {notice}
      <div className={styles.callArea}>
        <IconButton
          ref={callButtonRef}
          label={t.callTheOwner}
          icon={sending ? <Spinner size="sm" inheritColor label={t.sendingCall} /> : <Phone />}
          variant="primary"
          size="lg"
          className={[styles.callButton, autoCalling ? styles.callButtonPulse : ''].filter(Boolean).join(' ')}
          disabled={!canCall || sending}
          aria-busy={sending || undefined}
          onClick={onCall}
        />
        {autoCalling ? (
          <div className={styles.autoCall}>
            <div
              role="progressbar"
              aria-label={t.autoCallLabel}
              aria-valuetext={t.autoCallValue}
              className={styles.autoCallTrack}
            >
              <span className={styles.autoCallFill} />
            </div>
            <p className={styles.caption} aria-live="polite">
              {t.autoCallCaption}
            </p>
          </div>
        ) : (
          <p className={styles.caption}>{t.tapToCall}</p>
        )}
      </div>
      {botCheck}
    </div>
  );
}
