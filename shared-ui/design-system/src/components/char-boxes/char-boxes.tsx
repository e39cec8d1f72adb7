import { asciiDigits } from '@qr/contract';
import { format, useMessages } from '@qr/runtime/i18n';
import { componentMessages } from '../messages';
import { type SegmentedFieldProps, SegmentedInput } from '../segmented-input/segmented-input';

export const CHAR_BOXES_LENGTH = 4;

/** Keeps letters and digits only (a Devanagari digit as the same digit), upper-cased. */
export function sanitizeAlphanumeric(raw: string): string {
  return asciiDigits(raw)
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase();
}

/** Default label: 'Last 4 characters of the vehicle number'. */
export type CharBoxesProps = SegmentedFieldProps;

/** Four boxes for the last 4 characters of a vehicle number: alphanumeric, upper-cased, one per box. */
export function CharBoxes({ label, id, ...field }: CharBoxesProps) {
  const t = useMessages(componentMessages);
  return (
    <SegmentedInput
      {...field}
      length={CHAR_BOXES_LENGTH}
      sanitize={sanitizeAlphanumeric}
      label={label ?? t.charBoxesLabel}
      boxLabel={(position, length) => format(t.charBoxLabel, { position, length })}
      inputMode="text"
      firstAutoComplete="off"
      autoCapitalize="characters"
      idPrefix={id}
    />
  );
}
