/**
 * docs/product.md §5: the rules of mobile numbers, one-time codes and vehicle numbers, written once for the
 * forms and the wire schemas. They answer with results or codes; each feature chooses the words.
 */

/** A mobile number: 10 digits, India's mobile ranges (6-9 first). On the wire it is 91 and the number. */
export const MOBILE_LENGTH = 10;
export const COUNTRY_CODE = '91';
const MOBILE = '[6-9]\\d{9}';
export const MOBILE_PATTERN = new RegExp(`^${MOBILE}$`);
export const PHONE91_PATTERN = new RegExp(`^${COUNTRY_CODE}${MOBILE}$`);
/** The caller's number of a call request: +91 and the number. */
export const PLUS91_PATTERN = new RegExp(`^\\+${COUNTRY_CODE}${MOBILE}$`);

const DEVANAGARI_ZERO = 0x0966;

/** Devanagari digits (०-९, what an Indic keyboard sends) as the same ASCII digits; other text kept. */
export function asciiDigits(raw: string): string {
  return raw.replace(/[\u0966-\u096F]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Digits only (Devanagari ones read as the same digits), at most `max` (what a digit field keeps). */
export function digitsOnly(raw: string, max: number): string {
  return asciiDigits(raw).replace(/\D/g, '').slice(0, max);
}

/** Ten digits, whatever they start with (the login's Send OTP asks no more). */
export function hasMobileLength(digits: string): boolean {
  return digits.length === MOBILE_LENGTH && /^\d+$/.test(digits);
}

export function isMobileNumber(digits: string): boolean {
  return MOBILE_PATTERN.test(digits);
}

/** '9876543210' -> '919876543210' (how the API stores a phone). */
export function withCountryCode(digits: string): string {
  return `${COUNTRY_CODE}${digits}`;
}

/** '919876543210' -> '9876543210': a leading 91 in front of 10 digits is stripped, other text kept. */
export function nationalNumber(phone: string): string {
  return phone.length === COUNTRY_CODE.length + MOBILE_LENGTH && phone.startsWith(COUNTRY_CODE)
    ? phone.slice(COUNTRY_CODE.length)
    : phone;
}

/** What is wrong with a second contact: not a mobile number, or the same as the primary one. */
export type ContactProblem = 'invalid' | 'same-as-primary';

export function secondContactProblem(digits: string, primaryDigits: string): ContactProblem | null {
  if (!isMobileNumber(digits)) return 'invalid';
  return digits === primaryDigits ? 'same-as-primary' : null;
}

/** A referral code: 91 and 10 digits (the referrer's phone). */
export const REFERRAL_CODE_PATTERN = new RegExp(`^${COUNTRY_CODE}\\d{${MOBILE_LENGTH}}$`);

/** A one-time code: 4 digits, sent as an integer. */
export const OTP_LENGTH = 4;
export const OTP_MAX = 10 ** OTP_LENGTH - 1;

export function isOtp(code: string): boolean {
  return code.length === OTP_LENGTH && /^\d+$/.test(code);
}

/** A vehicle (registration) number: upper-case letters and digits, 1 to 15 of them. */
export const VEHICLE_NUMBER_MAX = 15;
export const VEHICLE_NUMBER_PATTERN = new RegExp(`^[A-Z0-9]{1,${VEHICLE_NUMBER_MAX}}$`);

/** Upper case, letters and digits only, at most `max` (15 for a vehicle number). */
export function normaliseVehicleNumber(raw: string, max = VEHICLE_NUMBER_MAX): string {
  return asciiDigits(raw)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, max);
}

export type VehicleNumberProblem = 'empty' | 'too-long';

/** A typed vehicle number (before it is normalised): empty, or longer than 15 characters. */
export function vehicleNumberProblem(value: string): VehicleNumberProblem | null {
  const trimmed = value.trim();
  if (!trimmed) return 'empty';
  return trimmed.length > VEHICLE_NUMBER_MAX ? 'too-long' : null;
}

/** Temporary: longer than 12 characters, a T, then only digits. */
export function looksTemporary(vehicleNumber: string): boolean {
  return vehicleNumber.length > 12 && /^T\d+$/.test(vehicleNumber);
}

/** The scanner's proof of the vehicle: the last 4 letters or digits of its number. */
export const VEHICLE_CHARS_LENGTH = 4;
export const VEHICLE_CHARS_PATTERN = new RegExp(`^[A-Z0-9]{${VEHICLE_CHARS_LENGTH}}$`);

export function isVehicleChars(value: string): boolean {
  return VEHICLE_CHARS_PATTERN.test(value);
}
