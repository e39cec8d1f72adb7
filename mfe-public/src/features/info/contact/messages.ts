import { defineMessages } from '@qr/runtime/i18n';

/** /contact: support phone, email, office, response time (the phone and email are not texts). */
const en = {
  title: 'Contact Us',
  art: 'Support headset',
  lead: 'We are here to help 24/7.',
  phoneLabel: 'Support phone (24/7)',
  emailLabel: 'Email for non-urgent queries',
  officeLabel: 'Office',
  office: 'Haryana, India',
  responseLabel: 'Response time',
  responseText: 'We respond within 3 business days. Support is available 24/7.',
};

export type ContactTexts = typeof en;
export const contactMessages = defineMessages(en, () => import('./messages.hi'));
