import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import styles from './field.module.css';
import { FieldFrame, fieldControl } from './field-frame';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> {
  label: string;
  /** Shown below the input with role="alert"; sets aria-invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** Fixed text before the input (e.g. '+91'). */
  prefix?: ReactNode;
}

export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, prefix, id, className, disabled, placeholder, 'aria-describedby': ariaDescribedBy, ...rest },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  return (
    <FieldFrame controlId={inputId} label={label} hint={hint} error={error} className={className}>
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
            {...fieldControl(inputId, hint, error, ariaDescribedBy)}
            className={styles.input}
            disabled={disabled}
            placeholder={placeholder}
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
    </FieldFrame>
  );
});
