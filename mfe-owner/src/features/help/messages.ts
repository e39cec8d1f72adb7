import { defineMessages } from '@qr/runtime/i18n';

/** The Help Center: the FAQs and the Other Queries box, with the spec's messages. */
const en = {
  pageTitle: 'Help Center',
  faqTitle: 'Frequently Asked Questions',
  faqRegisterTitle: 'How do I register a vehicle?',
  faqRegisterText:
    'Scan the QR sticker with your phone camera. Enter your vehicle number, choose Personal or Commercial, add your WhatsApp number and an emergency contact, then verify your number with the OTP sent on WhatsApp. Each vehicle needs its own sticker.',
  faqNotificationsTitle: 'How do notifications work?',
  faqNotificationsText:
    'When someone scans your sticker they can send you an alert, such as wrong parking or lights on, which reaches you instantly as a WhatsApp alert. They can also call you: calls go through number masking, so your number is never shown to them.',
  faqSecurityTitle: 'Is my contact information secure?',
  faqSecurityText:
    'Yes. Your phone number stays private: scanners only ever see a masked number, and every communication is logged. Read our',
  faqSecurityLink: 'Privacy Policy',
  faqSecurityAfter: 'to learn how we protect your data.',
  faqUpdateTitle: 'How do I update my contact details?',
  faqUpdateText:
    'Open Vehicle Information, choose your vehicle and tap Edit Contact. Update the number, then verify it with the 4-digit OTP we send you.',
  otherQueries: 'Other Queries',
  queryLabel: "Can't find your answer? Tell us what you need and our team will get back to you.",
  queryPlaceholder: 'Type your query here',
  sending: 'Sending...',
  dropQuery: 'Drop your query',
  queryFailed: 'Failed to submit query',
  queryFailedTryAgain: 'Failed to submit query. Please try again.',
  querySubmitted: 'Query submitted successfully!',
};

export type HelpTexts = typeof en;
export const helpMessages = defineMessages(en, () => import('./messages.hi'));
