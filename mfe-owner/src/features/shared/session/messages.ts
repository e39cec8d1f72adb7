import { defineMessages } from '@qr/runtime/i18n';

/** What the owner is told when the session ends under an owner page: the 401 notice (docs/product.md §8, Help) and the Session Expired card. */
const en = {
  authRequired: 'Authentication required. Please log in again.',
  sessionExpired: 'Session Expired',
  sessionEnded: 'Your session has ended. Please log in again to continue.',
  goToLogin: 'Go to Login',
};

export type SessionTexts = typeof en;
export const sessionMessages = defineMessages(en, () => import('./messages.hi'));
