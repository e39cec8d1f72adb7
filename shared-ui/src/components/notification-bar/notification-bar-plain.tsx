import { useEffect, useRef, useState } from 'react';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import roundButton from '../primitives/round-button.module.css';
import styles from './notification-bar.module.css';
import {
  ENGLISH_LABELS,
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  type NotificationBarProps,
} from './notification-bar-props';

export const notificationIcons = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

/**
 * The bar without Radix, for a notice that arrives before the Radix bar's code (on a dropped link that code
 * may not come at all). Same look, same 2 s auto-close, 300 ms close animation and close button; mount it
 * with a key per notification.
 */
export function PlainNotificationBar({ notification, onDismiss, labels = ENGLISH_LABELS }: NotificationBarProps) {
  const [closing, setClosing] = useState(false);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  // Mounted with a key per notification: this bar's timers belong to the notice it was mounted for.
  const [id] = useState(notification?.id);

  useEffect(() => {
    const timer = closing
      ? window.setTimeout(() => id !== undefined && onDismissRef.current(id), NOTIFICATION_CLOSE_ANIMATION_MS)
      : window.setTimeout(() => setClosing(true), NOTIFICATION_AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [closing, id]);

  if (!notification) return null;
  const Icon = notificationIcons[notification.kind];
  return (
    <section className={styles.viewport} aria-label={labels.region}>
      <div
        role={notification.kind === 'error' ? 'alert' : 'status'}
        className={[styles.bar, styles[notification.kind]].join(' ')}
        data-kind={notification.kind}
        data-state={closing ? 'closed' : 'open'}
      >
        <span className={styles.icon} aria-hidden="true">
          <Icon />
        </span>
        <p className={styles.message}>{notification.message}</p>
        <button
          type="button"
          className={`${roundButton.roundButton} ${styles.close}`}
          aria-label={labels.close}
          onClick={() => setClosing(true)}
        >
          <CloseIcon size={20} />
        </button>
      </div>
    </section>
  );
}
