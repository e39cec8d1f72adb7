import type { ReactNode } from 'react';
import styles from './inline-notice.module.css';

export type InlineNoticeTone = 'info' | 'warning';

export interface InlineNoticeProps {
  /** Bold first words, e.g. 'You are offline.' */
  title: string;
  children?: ReactNode;
  tone?: InlineNoticeTone;
  /** A decorative icon (hidden from screen readers). */
  icon?: ReactNode;
  className?: string;
}

/**
 * A short message inside the page, beside the controls it is about (not a transient bar). It is a polite
 * live region (role="status"), so a notice that appears is read out without moving focus.
 */
export function InlineNotice({ title, children, tone = 'info', icon, className }: InlineNoticeProps) {
  return (
    <div role="status" className={[styles.notice, styles[tone], className ?? ''].filter(Boolean).join(' ')}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.text}>
        <strong className={styles.title}>{title}</strong>
        {children ? <> {children}</> : null}
      </p>
    </div>
  );
}
