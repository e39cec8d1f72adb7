import { defineMessages } from '@qr/runtime/i18n';

/** The scanner's first screens, before the form: checking the sticker, or why it could not be checked. */
const en = {
  checkingTitle: 'Checking the sticker',
  checkingText: 'Finding the vehicle this sticker belongs to.',
  notFoundTitle: 'We could not find this sticker',
  notFoundText:
    'This QR code is not a registered QR Vehicle Contact sticker. Scan the sticker on the vehicle again, with the whole code in view; if this page comes back, the owner cannot be reached through this code.',
  failedTitle: 'We could not check this sticker',
  failedText: 'Check your connection and try again.',
  goHome: 'Go to Home',
};

export type StickerTexts = typeof en;
export const stickerMessages = defineMessages(en, () => import('./messages.hi'));
