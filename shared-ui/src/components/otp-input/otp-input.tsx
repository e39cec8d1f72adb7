import { format, useMessages } from 'shared-ui/i18n';
import { componentMessages } from '../messages';
import { SegmentedInput } from '../segmented-input/segmented-input';

export const OTP_LENGTH = 4;

/** Keeps digits only. */
export function sanitizeDigits(raw: string): string {
  return raw.replace(/\D/g, '');
}

export interface OtpInputProps {
  /** 0-4 digits. */
  value: string;
  onChange(value: string): void;
  /** Called once when all 4 boxes become filled. */
  onComplete?(code: string): void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Group label (default 'One-time password'). */
  label?: string;
  /** Keep the label for screen readers only (e.g. when the screen already has an 'Enter OTP' title). */
  hideLabel?: boolean;
  error?: string | undefined;
  id?: string;
}

/** Four single-digit boxes for the WhatsApp one-time password. */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  autoFocus,
  label,
  hideLabel,
  error,
  id,
}: OtpInputProps) {
  const t = useMessages(componentMessages);
  return (
    <SegmentedInput
      length={OTP_LENGTH}
      value={value}
      onChange={onChange}
      onComplete={onComplete}
      sanitize={sanitizeDigits}
      label={label ?? t.otpLabel}
      hideLabel={hideLabel}
      boxLabel={(position, length) => format(t.otpBoxLabel, { position, length })}
      disabled={disabled}
      autoFocus={autoFocus}
      error={error}
      inputMode="numeric"
      pattern="[0-9]*"
      firstAutoComplete="one-time-code"
      idPrefix={id}
    />
  );
}
