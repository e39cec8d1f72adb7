import * as Toast from '@radix-ui/react-toast';
import { useEffect, useRef, useState } from 'react';
import type { Notification } from 'shared-ui/runtime';
import { CloseIcon } from '../icons/icons';
import roundButton from '../primitives/round-button.module.css';
import styles from './notification-bar.module.css';
import { notificationIcons as icons } from './notification-bar-plain';
import {
  ENGLISH_LABELS,
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  type NotificationBarProps,
} from './notification-bar-props';

/**
 * The transient notification bar at the bottom centre (Radix Toast, with its own provider and viewport).
 * A notification with a new id replaces the current one and restarts the 2 s timer. Every close (Radix's
 * timer, the close button, the animation's end) names the notice it belongs to, so the closing of one
 * notice never closes or removes the next.
 */
export default function NotificationBarImpl({
  notification,
  onDismiss,
  labels = ENGLISH_LABELS,
}: NotificationBarProps) {
  const [shown, setShown] = useState<Notification | null>(notification);
  const [closedId, setClosedId] = useState<number | null>(null);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  if (notification && notification.id !== shown?.id) setShown(notification);
  const open = shown !== null && shown.id === notification?.id && shown.id !== closedId;

  useEffect(() => {
    if (open || !shown) return;
    const closing = shown.id;
    const timer = setTimeout(() => {
      setShown((current) => (current?.id === closing ? null : current));
      onDismissRef.current(closing);
    }, NOTIFICATION_CLOSE_ANIMATION_MS);
    return () => clearTimeout(timer);
  }, [open, shown]);

  const Icon = shown ? icons[shown.kind] : null;
  return (
    <Toast.Provider duration={NOTIFICATION_AUTO_CLOSE_MS} swipeDirection="down" label={labels.notice}>
      {shown && Icon ? (
        <Toast.Root
          key={shown.id}
          open={open}
          onOpenChange={(next) => {
            if (!next) setClosedId(shown.id);
          }}
          type={shown.kind === 'error' ? 'foreground' : 'background'}
          className={[styles.bar, styles[shown.kind]].join(' ')}
          data-kind={shown.kind}
        >
          <span className={styles.icon} aria-hidden="true">
            <Icon />
          </span>
          <Toast.Description className={styles.message}>{shown.message}</Toast.Description>
          <Toast.Close className={`${roundButton.roundButton} ${styles.close}`} aria-label={labels.close}>
            <CloseIcon size={20} />
          </Toast.Close>
        </Toast.Root>
      ) : null}
      <Toast.Viewport className={styles.viewport} label={`${labels.region} ({hotkey})`} />
    </Toast.Provider>
  );
}
