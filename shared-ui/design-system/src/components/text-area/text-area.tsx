import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import fieldStyles from '../text-field/field.module.css';
import { describedBy } from '../text-field/text-field';
import styles from './text-area.module.css';

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  value: string;
  /** Shown below the box with role="alert"; sets aria-invalid. */
  error?: string | undefined;
  hint?: string | undefined;
  /** With maxLength, shows a live "used/max" counter under the box. */
  showCount?: boolean;
}

/** A multi-line text field with label, hint, error and an optional character counter. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, error, hint, showCount = false, id, className, maxLength, value, rows = 5, ...rest },
  ref,
) {
  const autoId = useId();
  const areaId = id ?? `${autoId}-area`;
  const hintId = hint ? `${areaId}-hint` : null;
  const errorId = error ? `${areaId}-error` : null;
  const countId = showCount && maxLength ? `${areaId}-count` : null;
  return (
    <div className={[fieldStyles.field, className ?? ''].filter(Boolean).join(' ')}>
      <label className={fieldStyles.label} htmlFor={areaId}>
        {label}
      </label>
      <textarea
        ref={ref}
        id={areaId}
        className={styles.area}
        value={value}
        rows={rows}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId, countId ?? undefined)}
        {...rest}
      />
      {hint ? (
        <p id={hintId ?? undefined} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      {countId ? (
        <p id={countId} className={styles.count} aria-live="polite">
          {value.length}/{maxLength}
        </p>
      ) : null}
      {error ? (
        <p id={errorId ?? undefined} role="alert" className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
});
