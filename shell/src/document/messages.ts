import { defineMessages } from '@qr/runtime/i18n';

const en = { skipLink: 'Skip to main content' };
export type DocumentTexts = typeof en;
export const documentMessages = defineMessages(en, () => import('./messages.hi'));
