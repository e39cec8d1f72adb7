import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Shown below the input with role="alert"; sets aria-invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Fixed text before the input (e.g. '+91'). */
  prefix?: ReactNode;
}

/** Ids of the hint and error lines of a field, joined for aria-describedby. */
export function describedBy(hintId: string | null, errorId: string | null, extra?: string): string | undefined {
  return [extra, hintId, errorId].filter(Boolean).join(' ') || undefined;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, prefix, id, className, disabled, placeholder, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const hintId = hint ? `${inputId}-hint` : null;
  const errorId = error ? `${inputId}-error` : null;
  return (
    <div className={[styles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
      </label>
      <div
        className={[styles.control, error ? styles.invalid : '', disabled ? styles.disabled : '']
          .filter(Boolean)
          .join(' ')}
      >
        {prefix ? (
          <span className={styles.prefix} aria-hidden="true">
            {prefix}
          </span>
        ) : null}
        <span className={styles.entry}>
          <input
            ref={ref}
            id={inputId}
            className={styles.input}
            disabled={disabled}
            placeholder={placeholder}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(hintId, errorId, ariaDescribedBy)}
            {...rest}
          />
          {/* The placeholder drawn as text that wraps (the input's own is transparent): with large text on a
              narrow phone a placeholder longer than the field was cut off. */}
          {placeholder ? (
            <span className={styles.placeholder} aria-hidden="true" data-placeholder-for={inputId}>
              {placeholder}
            </span>
          ) : null}
        </span>
      </div>
      {hint ? (
        <p id={hintId ?? undefined} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
