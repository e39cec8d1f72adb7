import { visuallyHiddenClass } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** Visually hidden text announced by screen readers, in the page's language (no English default). */
  label: string;
  /** Use the surrounding text colour instead of the primary colour (e.g. inside a button). */
  inheritColor?: boolean;
  className?: string;
}

export function Spinner({ size = 'md', label, inheritColor = false, className }: SpinnerProps) {
  const classes = [styles.spinner, styles[size], inheritColor ? styles.inherit : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <span role="status" aria-label={label} className={classes}>
      <span className={styles.ring} aria-hidden="true" />
      <span className={visuallyHiddenClass}>{label}</span>
    </span>
  );
}
