import type { ReactNode } from 'react';
import styles from './field.module.css';

/** The ids of a field's hint and error lines (null for a line it does not show), made from its control's id. */
function fieldLineIds(controlId: string, hint: string | undefined, error: string | undefined) {
  return { hintId: hint ? `${controlId}-hint` : null, errorId: error ? `${controlId}-error` : null };
}

/**
 * A field's control's id, its invalid state and what describes it: `extra` (an id of the caller's, TextArea's
 * counter), then the hint and the error.
 */
export function fieldControl(controlId: string, hint: string | undefined, error: string | undefined, extra?: string) {
  const { hintId, errorId } = fieldLineIds(controlId, hint, error);
  return {
    id: controlId,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [extra, hintId, errorId].filter(Boolean).join(' ') || undefined,
  };
}

interface FieldFrameProps {
  controlId: string;
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
  className?: string | undefined;
  /** Between the hint and the error (TextArea's counter). */
  beforeError?: ReactNode;
  children: ReactNode;
}

/** A field's label, its control, then its hint and its error (an alert): one look for TextField and TextArea. */
export function FieldFrame({ controlId, label, hint, error, className, beforeError, children }: FieldFrameProps) {
  const { hintId, errorId } = fieldLineIds(controlId, hint, error);
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={controlId}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {beforeError}
      {error ? (
        <p id={errorId ?? undefined} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
