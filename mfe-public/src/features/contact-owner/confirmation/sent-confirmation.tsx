import { Alert, Button, Check, Phone } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { dateMessages, formatDateTime } from '@qr/runtime/i18n/dates';
import { afterNextPaint } from '@qr/runtime/scheduling';
import { Suspense, useEffect, useId, useRef } from 'react';
import styles from './confirmation.module.css';
import { confirmationMessages } from './messages';

// Its props carry the form's words and rules (the reason's label, whether it is an emergency) rather than
// this module importing the form's modules: shared with a lazy chunk, they would leave the page's
// concatenated module and cost the page's first render bytes.
export interface SentConfirmationProps {
  /** When it was sent (ms since the epoch). */
  at: number;
  /** A message's reason, in the page's words; none for a call request. */
  reasonLabel?: string | undefined;
  /** A message whose reason is an emergency (Accident, Baby Inside): 112 is offered. */
  emergency?: boolean;
  /** Send another / Contact the owner again: back to the form. */
  onBack(): void;
}

/**
 * In place of the form after a send: what was sent and when, what happens next, 112 for an emergency, and
 * the way back to the form. A region whose heading takes focus and is read with its explanation (the
 * notification bar's 2 s notice is gone by the time the visitor looks again). Never shows a phone number.
 */
export default function SentConfirmation(props: SentConfirmationProps) {
  // The texts' first Hindi render may wait for them (a visitor who switched to Hindi on this page): only this
  // part waits, not the page.
  return (
    <Suspense fallback={null}>
      <Confirmation {...props} />
    </Suspense>
  );
}

function Confirmation({ at, reasonLabel, emergency, onBack }: SentConfirmationProps) {
  const t = useMessages(confirmationMessages);
  const dates = useMessages(dateMessages);
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // After the frame that shows it: the Incoming Call dialog's focus trap has let go by then.
  useEffect(() => afterNextPaint(() => heading.current?.focus()), []);

  const message = reasonLabel !== undefined;
  return (
    <section aria-labelledby={titleId} className={styles.confirmation} data-testid="sent-confirmation">
      <span className={styles.icon} aria-hidden="true">
        {message ? <Check /> : <Phone />}
      </span>
      <h2 id={titleId} ref={heading} tabIndex={-1} aria-describedby={textId} className={styles.title}>
        {message ? t.messageTitle : t.callTitle}
      </h2>
      <p id={textId} className={styles.text}>
        {message ? t.messageText : t.callText}
      </p>
      <dl className={styles.facts}>
        {message ? (
          <div className={styles.fact}>
            <dt>{t.reasonLabel}</dt>
            <dd>{reasonLabel}</dd>
          </div>
        ) : null}
        <div className={styles.fact}>
          <dt>{message ? t.sentAtLabel : t.requestedAtLabel}</dt>
          <dd>
            <time dateTime={new Date(at).toISOString()}>{formatDateTime(new Date(at).toISOString(), dates)}</time>
          </dd>
        </div>
      </dl>
      {emergency ? (
        <div className={styles.emergency}>
          <p className={styles.emergencyText}>
            <Alert aria-hidden="true" className={styles.emergencyIcon} />
            <span>
              <strong>{t.emergencyTitle}</strong> {t.emergencyText}
            </span>
          </p>
          <a href="tel:112" className={styles.call112}>
            <Phone aria-hidden="true" />
            <span>{t.call112}</span>
          </a>
        </div>
      ) : null}
      {message ? null : <p className={styles.hint}>{t.callNoAnswer}</p>}
      <Button variant="secondary" fullWidth onClick={onBack}>
        {message ? t.sendAnother : t.contactAgain}
      </Button>
    </section>
  );
}
