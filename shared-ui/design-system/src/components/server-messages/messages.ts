import { defineMessages, format } from '@qr/runtime/i18n';

/**
 * Every message of the API (docs/product.md §8 and the local API, tools/api) a screen can show, as sent: the
 * catalog's keys are the messages themselves (the scanner's page carries the list once). Not here, as no
 * screen shows them: 401s (the session ends with the screen's own notice), 403 (the admin page's own words),
 * 'No vehicles found' (an empty state), 'Not found' and 'Request body must be valid JSON' (never sent to
 * this site's calls), 'Only a temporary number can be changed' (the update's answer is not read). English pages show a
 * server's message as it came; Hindi pages show its Hindi, and one this catalog does not know inside a Hindi
 * sentence that says what failed (`unknown`, never shown in English).
 */
const SENT = [
  'Vehicle number does not match',
  'The owner has paused alerts for this vehicle. Please try again later.',
  'Sticker not found',
  'This sticker is already registered',
  'Vehicle not found',
  'Invalid OTP',
  'OTP expired. Please request a new OTP.',
  'Too many attempts. Please request a new OTP.',
  'Too many requests. Please try again in a few minutes.',
  'Verification failed. Please complete the challenge again.',
  'contact must be the verified phone number',
  'Emergency contact should be different from primary contact',
  'Internal server error',
] as const;

const en: Record<string, string> = {
  ...Object.fromEntries(SENT.map((message) => [message, message])),
  unknown: '{failed} ({message})',
};
export type ServerMessageTexts = typeof en;
export const serverMessages = defineMessages(en, () => import('./messages.hi'));

/**
 * A server's message in the page's language (`t`: useMessages(serverMessages)): as sent in English; in
 * Hindi its Hindi, or, when unknown, `failed` (the screen's words for what failed) with the message as sent.
 */
export function serverMessageText(message: string, failed: string, t: ServerMessageTexts): string {
  if (t === en) return message;
  const known = message !== 'unknown' && Object.hasOwn(t, message) ? t[message] : undefined;
  return known ?? format(t.unknown ?? '', { failed, message });
}
