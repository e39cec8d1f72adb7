import { defineMessages } from '@qr/runtime/i18n';

/** Bills: free during early access. */
const en = {
  pageTitle: 'Bills',
  earlyAccess: 'Early access',
  perMonth: '/ month',
  lead: 'QR contact is free for every vehicle during early access.',
  featureAlerts: 'Unlimited alerts and masked calls',
  featureWhatsapp: 'Instant WhatsApp notifications',
  featurePause: 'Pause and resume any time',
  amountDue: 'Amount due',
  swipeToPay: 'Swipe to pay',
  swipeToCheckDues: 'Swipe to check for dues',
  noPaymentsDue: 'No payments are due',
};

export type BillsTexts = typeof en;
export const billsMessages = defineMessages(en, () => import('./messages.hi'));
