import { defineMessages } from '@qr/runtime/i18n';

// The switch's own notice, apart from the design system's other texts: the switch is also on pages that
// show none of those, and would otherwise bring them all.
const en = { notLoaded: 'Hindi could not be loaded. Check your connection and try again.' };

export type LanguageSwitchTexts = typeof en;
export const languageSwitchMessages = defineMessages(en, () => import('./messages.hi'));
