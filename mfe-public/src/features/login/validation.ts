/** docs/product.md §5 rules of the login dialog and §2 referral codes, by the contract's rules (rules.ts). */

import { digitsOnly, hasMobileLength, isOtp, MOBILE_LENGTH, REFERRAL_CODE_PATTERN } from '@qr/contract';
import { OTP_LENGTH } from '@qr/design-system';

export const PHONE_LENGTH = MOBILE_LENGTH;
export { OTP_LENGTH };

/** Digits only, at most `max`. */
export const onlyDigits = digitsOnly;

export const isTenDigits = hasMobileLength;

/** Send OTP is enabled only with exactly 10 digits and a bot-check token. */
export function canSendOtp(phone: string, token: string | null): boolean {
  return isTenDigits(phone) && Boolean(token);
}

/** Verify is enabled only with all 4 digits and no request in flight. */
export function canVerifyOtp(code: string, inFlight: boolean): boolean {
  return isOtp(code) && !inFlight;
}

/** The OTP goes on the wire as an integer. */
export function otpAsNumber(code: string): number {
  return Number(code);
}

export interface Referral {
  /** The whole code, sent as referredBy. */
  referredBy: string;
  /** The 10 digits after 91, prefilled in the phone field. */
  phone: string;
}

/** A referral code is 12 characters and starts with 91; anything else is ignored (null). */
export function parseReferralCode(code: string | undefined): Referral | null {
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return null;
  return { referredBy: code, phone: code.slice(2) };
}
