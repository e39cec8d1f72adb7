import { asciiDigits } from '@qr/contract';
import { format, useMessages } from '@qr/runtime/i18n';
import { useId } from 'react';
import { useRefocusAfter } from '../keep-focus/use-refocus-after';
import { componentMessages } from '../messages';
import { type SegmentedFieldProps, SegmentedInput } from '../segmented-input/segmented-input';

export const OTP_LENGTH = 4;

/** Keeps digits only (a Devanagari digit as the same digit). */
export function sanitizeDigits(raw: string): string {
  return asciiDigits(raw).replace(/\D/g, '');
}

/** Default label: 'One-time password'. */
export type OtpInputProps = SegmentedFieldProps;

/**
 * Four single-digit boxes for the WhatsApp one-time password. The boxes are disabled while the code is
 * checked (or sent again), which drops focus; when they are enabled again focus comes back to the first
 * empty box (a refused code is cleared: the first), unless the visitor has moved on meanwhile.
 */
export function OtpInput({ label, id, ...field }: OtpInputProps) {
  const t = useMessages(componentMessages);
  const autoId = useId();
  const idPrefix = id ?? autoId;
  useRefocusAfter(Boolean(field.disabled), () =>
    document.getElementById(`${idPrefix}-${Math.min(field.value.length, OTP_LENGTH - 1)}`),
  );
  return (
    <SegmentedInput
      {...field}
      length={OTP_LENGTH}
      sanitize={sanitizeDigits}
      label={label ?? t.otpLabel}
      boxLabel={(position, length) => format(t.otpBoxLabel, { position, length })}
      inputMode="numeric"
      pattern="[0-9]*"
      firstAutoComplete="one-time-code"
      idPrefix={idPrefix}
    />
  );
}
