import { asciiDigits } from 'shared-ui/contract';
import { format, useMessages } from 'shared-ui/i18n';
import { componentMessages } from '../messages';
import { type SegmentedFieldProps, SegmentedInput } from '../segmented-input/segmented-input';

export const OTP_LENGTH = 4;

/** Keeps digits only (a Devanagari digit as the same digit). */
export function sanitizeDigits(raw: string): string {
  return asciiDigits(raw).replace(/\D/g, '');
}

/** Default label: 'One-time password'. */
export type OtpInputProps = SegmentedFieldProps;

/** Four single-digit boxes for the WhatsApp one-time password. */
export function OtpInput({ label, id, ...field }: OtpInputProps) {
  const t = useMessages(componentMessages);
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
      idPrefix={id}
    />
  );
}
