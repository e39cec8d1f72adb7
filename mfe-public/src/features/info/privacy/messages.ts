import { defineMessages } from '@qr/runtime/i18n';

/** /privacy: the title, the lead and the five sections of docs/product.md §2, word for word. */
const en = {
  title: 'Privacy Policy',
  art: 'Privacy shield',
  lead: 'Your number stays private. Here is what we collect and how we use it.',
  collectTitle: 'Information We Collect',
  collectPhone: 'Your phone number',
  collectVehicle: 'Your vehicle registration number',
  collectEmergency: 'An emergency contact number',
  collectUsage: 'Usage data, such as alerts and call requests made through your sticker',
  protectTitle: 'How We Protect Your Data',
  protectText:
    "Calls go through a number-masking system, so neither side sees the other's number. Data travels encrypted, and access is limited to what is needed to run the service.",
  usageTitle: 'Data Usage',
  usageText:
    'We use your details only to deliver alerts and calls about your vehicle, to verify your login and to keep the service safe. We do not sell your data.',
  rightsTitle: 'Your Privacy Rights',
  rightAccess: 'Access the data we hold about you',
  rightCorrect: 'Correct your details',
  rightDelete: 'Delete your account',
  rightOptOut: 'Opt out of communications',
  contactTitle: 'Contact Us',
  contactText: 'Questions about privacy? Reach us through the help section after logging in.',
};

export type PrivacyTexts = typeof en;
export const privacyMessages = defineMessages(en, () => import('./messages.hi'));
