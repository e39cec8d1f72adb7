import { asciiDigits } from '@qr/contract';
import { useMessages } from '@qr/runtime/i18n';
import { componentMessages } from '../messages';
import { type SegmentedFieldProps, SegmentedInput, type SegmentedKind } from '../segmented-input/segmented-input';

export const CHAR_BOXES_LENGTH = 4;

/** Keeps letters and digits only (a Devanagari digit as the same digit), upper-cased. */
export function sanitizeAlphanumeric(raw: string): string {
  return asciiDigits(raw)
    .replace(/[^a-z0-9]/gi, '')
    .toUpperCase();
}

const CHAR_BOXES: SegmentedKind = {
  length: CHAR_BOXES_LENGTH,
  sanitize: sanitizeAlphanumeric,
  inputMode: 'text',
  firstAutoComplete: 'off',
  autoCapitalize: 'characters',
};

/**
 * Four boxes for the last 4 characters of a vehicle number: alphanumeric, upper-cased, one per box. Default
 * label: 'Last 4 characters of the vehicle number'.
 */
export function CharBoxes({ label, id, ...field }: SegmentedFieldProps) {
  const t = useMessages(componentMessages);
  return (
    <SegmentedInput
      {...field}
      {...CHAR_BOXES}
      label={label ?? t.charBoxesLabel}
      boxLabel={t.charBoxLabel}
      idPrefix={id}
    />
  );
}
