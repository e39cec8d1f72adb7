import { defineMessages, format } from 'shared-ui/i18n';

/**
 * Every message the API sends (docs/product.md §8 and the local API, tools/api), as sent. English pages show a
 * server's message as it came; Hindi pages show its Hindi, and one this catalog does not know inside a Hindi
 * sentence that says what failed (`unknown`, never shown in English).
 */
const en = {
  vehicleNumberMismatch: 'Vehicle number does not match',
  ownerPaused: 'The owner has paused alerts for this vehicle. Please try again later.',
  stickerNotFound: 'Sticker not found',
  stickerRegistered: 'This sticker is already registered',
  vehicleNotFound: 'Vehicle not found',
  noVehicles: 'No vehicles found',
  notFound: 'Not found',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP expired. Please request a new OTP.',
  tooManyAttempts: 'Too many attempts. Please request a new OTP.',
  tooManyRequests: 'Too many requests. Please try again in a few minutes.',
  challengeFailed: 'Verification failed. Please complete the challenge again.',
  authRequired: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  adminOnly: 'Access denied. Admin privileges required.',
  contactNotVerified: 'contact must be the verified phone number',
  sameContacts: 'Emergency contact should be different from primary contact',
  onlyTemporary: 'Only a temporary number can be changed',
  internalError: 'Internal server error',
  badRequestBody: 'Request body must be valid JSON',
  unknown: '{failed} ({message})',
};
export type ServerMessageTexts = typeof en;
export const serverMessages = defineMessages(en, () => import('./messages.hi'));

const keyOf = new Map(Object.entries(en).map(([key, text]) => [text, key as keyof ServerMessageTexts]));

/**
 * A server's message in the page's language (`t`: useMessages(serverMessages)): as sent in English; in
 * Hindi its Hindi, or, when unknown, `failed` (the screen's words for what failed) with the message as sent.
 */
export function serverMessageText(message: string, failed: string, t: ServerMessageTexts): string {
  if (t === en) return message;
  const key = keyOf.get(message);
  return key && key !== 'unknown' ? t[key] : format(t.unknown, { failed, message });
}
