import type { ReactNode } from 'react';
import { visuallyHiddenClass } from '../visually-hidden/visually-hidden';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  icon?: ReactNode;
  children: ReactNode;
  /** When given the badge is a button (e.g. opens an explanatory dialog). */
  onClick?(): void;
  /** Accessible name when the visible text is not enough (button badges). */
  'aria-label'?: string;
  className?: string;
}

export function Badge({ tone = 'neutral', icon, children, onClick, className, 'aria-label': ariaLabel }: BadgeProps) {
  const classes = [styles.badge, styles[tone], onClick ? styles.button : '', className ?? ''].filter(Boolean).join(' ');
  const content = (
    <>
      {icon ? <span aria-hidden="true">{icon}</span> : null}
      {children}
    </>
  );
  if (onClick) {
    return (
      <button type="button" className={classes} onClick={onClick} aria-label={ariaLabel}>
        {content}
      </button>
    );
  }
  return (
    <span className={classes}>
      {content}
      {ariaLabel ? <span className={visuallyHiddenClass}>{` (${ariaLabel})`}</span> : null}
    </span>
  );
}
