import { forwardRef, type TextareaHTMLAttributes, useId } from 'react';
import { FieldFrame, fieldControl } from '../text-field/field-frame';
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
  const countId = showCount && maxLength ? `${areaId}-count` : null;
  const count = countId ? (
    <p id={countId} className={styles.count} aria-live="polite">
      {value.length}/{maxLength}
    </p>
  ) : null;
  return (
    <FieldFrame controlId={areaId} label={label} hint={hint} error={error} className={className} beforeError={count}>
      <textarea
        ref={ref}
        {...fieldControl(areaId, hint, error, countId ?? undefined)}
        className={styles.area}
        value={value}
        rows={rows}
        maxLength={maxLength}
        {...rest}
      />
    </FieldFrame>
  );
});
