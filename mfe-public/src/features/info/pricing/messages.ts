import { defineMessages } from '@qr/runtime/i18n';

/** /pricing: free during early access; the price itself is formatted with Intl. */
const en = {
  title: 'Pricing',
  art: 'Free price tag',
  badge: 'Early access',
  note: 'Free during the early access period. No card needed.',
  unlimitedAlerts: 'Unlimited WhatsApp alerts',
  maskedCalls: 'Masked calls from scanners',
  everyVehicle: 'Register every vehicle you own',
  support: '24/7 support',
  contactUs: 'Contact Us',
};

export type PricingTexts = typeof en;
export const pricingMessages = defineMessages(en, () => import('./messages.hi'));
