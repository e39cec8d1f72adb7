import { defineMessages } from '@qr/runtime/i18n';

// The swipes' hints for screen readers, apart from the design system's other texts: only the owner's
// pages swipe, and the scanner's page should not carry them.
const en = {
  hint: 'Swipe the handle to the right, or press Enter.',
  confirmHint: 'Swipe the handle to the right, or press Enter, to confirm.',
};

export type SwipeTexts = typeof en;
export const swipeMessages = defineMessages(en, () => import('./messages.hi'));
