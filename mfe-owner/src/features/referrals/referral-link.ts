import { stripCountryCode } from '../shared/formatting/format';

/** The owner's own referral link: /r/91 followed by their 10-digit number (a 12-character code). */
export function referralLink(origin: string, phone: string): string {
  return `${origin}/r/91${stripCountryCode(phone)}`;
}
