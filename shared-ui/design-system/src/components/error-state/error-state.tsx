import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import { Button } from '../button/button';
import styles from '../empty-state/state.module.css';
import { AlertIcon } from '../icons/icons';
import { componentMessages } from '../messages';

export interface ErrorStateProps {
  /** The spec's error text, shown as is. */
  message: string;
  /** Shows a retry button when given. */
  onRetry?(): void;
  retryLabel?: string;
  /** Another action instead of / beside retry (e.g. a Go Back link). */
  action?: ReactNode;
}

export function ErrorState({ message, onRetry, retryLabel, action }: ErrorStateProps) {
  const t = useMessages(componentMessages);
  return (
    <div role="alert" className={[styles.state, styles.danger].join(' ')}>
      <span className={styles.icon} aria-hidden="true">
        <AlertIcon />
      </span>
      <p className={styles.message}>{message}</p>
      {onRetry || action ? (
        <div className={styles.actions}>
          {onRetry ? (
            <Button type="button" onClick={onRetry}>
              {retryLabel ?? t.tryAgain}
            </Button>
          ) : null}
          {action}
        </div>
      ) : null}
    </div>
  );
}
