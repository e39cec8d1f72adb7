/**
 * The owner portal's formatting rules: phones on the wire are 91 + 10 digits; amounts and counts in the
 * page's locale (useLocale(): en-IN, or hi-IN in Hindi). Dates: @qr/runtime/i18n/dates. Pure functions,
 * unit-tested in format.test.ts.
 */

import { COUNTRY_CODE } from '@qr/contract';

export { withCountryCode } from '@qr/contract';

/** '919876543210' -> '9876543210'. Only a leading 91 in front of 10 digits is stripped. */
export function stripCountryCode(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  return digits.length === 12 && digits.startsWith(COUNTRY_CODE) ? digits.slice(2) : digits;
}

/** '919876543210' -> '+91 98XXXXXX10': only the first two and last two digits stay visible. */
export function maskPhone(phone: string | null | undefined): string {
  const digits = stripCountryCode(phone);
  if (digits.length < 4) return digits ? `+91 ${digits}` : '';
  return `+91 ${digits.slice(0, 2)}${'X'.repeat(digits.length - 4)}${digits.slice(-2)}`;
}

/** '919876543210' -> '+91 98765 43210'. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = stripCountryCode(phone);
  if (digits.length !== 10) return digits ? `+91 ${digits}` : '';
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}

/** An amount in rupees: formatAmount(0, 'en-IN') -> '₹0.00' (whole rupees with fractionDigits 0). */
export function formatAmount(rupees: number, locale = 'en-IN', fractionDigits = 2): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  }).format(rupees);
}

/** A count: formatNumber(1234, 'hi-IN') -> '1,234'. */
export function formatNumber(value: number, locale = 'en-IN'): string {
  return new Intl.NumberFormat(locale).format(value);
}
