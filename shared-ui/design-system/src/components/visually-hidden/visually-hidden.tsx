import type { HTMLAttributes } from 'react';
import styles from './visually-hidden.module.css';

export const visuallyHiddenClass = styles.visuallyHidden;

/** Text for screen readers only (e.g. a label that the layout already makes obvious). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span {...props} className={styles.visuallyHidden} />;
}
