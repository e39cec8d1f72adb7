import { asciiDigits } from '@qr/contract';
import { useMessages } from '@qr/runtime/i18n';
import { type ChangeEvent, forwardRef, useId } from 'react';
import { componentMessages } from '../messages';
import { TextField } from '../text-field/text-field';

export const PHONE_DIGITS = 10;

/**
 * Turns what was typed, pasted or auto-filled into at most 10 digits (Devanagari digits count as digits). A multi-character insertion that
 * carries the country code (+91 / 91 + 10 digits) or a trunk 0 (0 + 10 digits) loses it first.
 */
export function normalisePhoneInput(raw: string, previous = ''): string {
  let digits = asciiDigits(raw).replace(/\D/g, '');
  const inserted = digits.length - previous.length;
  if (inserted > 1 || previous === '') {
    if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
    else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  }
  return digits.slice(0, PHONE_DIGITS);
}

export interface PhoneFieldProps {
  label: string;
  /** The 10-digit national number without +91. */
  value: string;
  onChange(digits: string): void;
  error?: string | undefined;
  hint?: string | undefined;
  autoFocus?: boolean;
  disabled?: boolean;
  /** Called when the value reaches 10 digits. */
  onComplete?(digits: string): void;
  id?: string;
  name?: string;
  placeholder?: string;
  onBlur?(): void;
  required?: boolean;
}

/** A +91 mobile-number field: digits only, at most 10. */
export const PhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function PhoneField(
  { label, value, onChange, error, hint, autoFocus, disabled, onComplete, id, name, placeholder, onBlur, required },
  ref,
) {
  const autoId = useId();
  const t = useMessages(componentMessages);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const next = normalisePhoneInput(event.target.value, value);
    if (next === value) return;
    onChange(next);
    if (next.length === PHONE_DIGITS && value.length !== PHONE_DIGITS) onComplete?.(next);
  };
  return (
    <TextField
      ref={ref}
      id={id ?? `${autoId}-phone`}
      name={name}
      label={label}
      error={error}
      hint={hint}
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder ?? t.phonePlaceholder}
      value={value}
      onChange={handleChange}
      onBlur={onBlur}
      autoFocus={autoFocus}
      disabled={disabled}
      required={required}
    />
  );
});
