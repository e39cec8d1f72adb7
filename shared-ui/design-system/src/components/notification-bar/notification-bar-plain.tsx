import type { Notification } from '@qr/runtime';
import type { ElementType } from 'react';
import { AlertIcon, CheckIcon, CloseIcon, InfoIcon } from '../icons/icons';
import roundButton from '../primitives/round-button.module.css';
import styles from './notification-bar.module.css';
import type { NoticeFrameProps } from './notification-bar-props';

const icons = { success: CheckIcon, error: AlertIcon, info: InfoIcon } as const;

interface NoticeCardProps {
  notice: Notification;
  closeLabel: string;
  onClose(): void;
  /** The card's element and its close button: Radix Toast's, or plain ones. */
  Root?: ElementType;
  Close?: ElementType;
  [rootProp: string]: unknown;
}

/** A notice's card (icon, message and close button), whichever frame draws it. */
export function NoticeCard({ notice, closeLabel, onClose, Root = 'div', Close = 'button', ...root }: NoticeCardProps) {
  const Icon = icons[notice.kind];
  return (
    <Root className={`${styles.bar} ${styles[notice.kind]}`} data-kind={notice.kind} {...root}>
      <span className={styles.icon} aria-hidden="true">
        <Icon />
      </span>
      <p className={styles.message}>{notice.message}</p>
      <Close
        type="button"
        className={`${roundButton.roundButton} ${styles.close}`}
        aria-label={closeLabel}
        onClick={onClose}
      >
        <CloseIcon size={20} />
      </Close>
    </Root>
  );
}

/**
 * The frame without Radix, for a notice that arrives before the Radix frame's code (on a dropped link that
 * code may not come at all): the same card; the bar times it.
 */
export function PlainNoticeFrame({ shown, open, onClose, labels }: NoticeFrameProps) {
  return (
    shown && (
      <section className={styles.viewport} aria-label={labels.region}>
        <NoticeCard
          notice={shown}
          closeLabel={labels.close}
          onClose={onClose}
          role={shown.kind === 'error' ? 'alert' : 'status'}
          data-state={open ? 'open' : 'closed'}
        />
      </section>
    )
  );
}
