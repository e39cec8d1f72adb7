import { defineMessages } from '@qr/runtime/i18n';

/** /terms: the title, the lead and the four sections of docs/product.md §2, word for word. */
const en = {
  title: 'Terms of Service',
  art: 'Terms document',
  lead: 'Please read these terms before using QR Vehicle Contact.',
  agreementTitle: 'Agreement to Terms',
  agreementText:
    'By registering a vehicle, scanning a sticker or otherwise using QR Vehicle Contact you agree to these terms. If you do not agree, please do not use the service.',
  responsibilitiesTitle: 'User Responsibilities',
  correctDetails: 'Give correct vehicle and contact details and keep them up to date.',
  ownVehicleOnly: 'Put each sticker only on the vehicle it is registered to.',
  keepSecure: 'Keep your phone and WhatsApp account secure; you are responsible for activity after your login.',
  securityTitle: 'Security',
  securityText:
    'Logins use a one-time password sent on WhatsApp, every public request passes a human-verification check, and owner numbers are never shown to people who scan a sticker. Tell us at once through the help section if you notice anything unusual.',
  acceptableUseTitle: 'Acceptable Use',
  genuineReason: 'Contact an owner only for a genuine reason about their vehicle.',
  noAbuse: 'Do not send false alerts, harass owners or try to find out their numbers.',
  noBypass: 'Do not attempt to bypass the verification challenge or overload the service.',
  enforcement: 'We may suspend access that breaks these rules. All communications are logged.',
};

export type TermsTexts = typeof en;
export const termsMessages = defineMessages(en, () => import('./messages.hi'));
