import { format, useMessages } from 'shared-ui/i18n';
import { componentMessages } from '../messages';
import { SegmentedInput } from '../segmented-input/segmented-input';

export const CHAR_BOXES_LENGTH = 4;

/** Keeps letters and digits only, upper-cased. */
export function sanitizeAlphanumeric(raw: string): string {
  return raw.replace(/[^a-z0-9]/gi, '').toUpperCase();
}

export interface CharBoxesProps {
  /** 0-4 characters. */
  value: string;
  onChange(value: string): void;
  /** Called once when all 4 boxes become filled. */
  onComplete?(value: string): void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Group label (default 'Last 4 characters of the vehicle number'). */
  label?: string;
  hideLabel?: boolean;
  error?: string | undefined;
  id?: string;
}

/** Four boxes for the last 4 characters of a vehicle number: alphanumeric, upper-cased, one per box. */
export function CharBoxes({
  value,
  onChange,
  onComplete,
  disabled,
  autoFocus,
  label,
  hideLabel,
  error,
  id,
}: CharBoxesProps) {
  const t = useMessages(componentMessages);
  return (
    <SegmentedInput
      length={CHAR_BOXES_LENGTH}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      sanitize={sanitizeAlphanumeric}
      label={label ?? t.charBoxesLabel}
      hideLabel={hideLabel}
      boxLabel={(position, length) => format(t.charBoxLabel, { position, length })}
      disabled={disabled}
      autoFocus={autoFocus}
      error={error}
      inputMode="text"
      firstAutoComplete="off"
      autoCapitalize="characters"
      idPrefix={id}
    />
  );
}
