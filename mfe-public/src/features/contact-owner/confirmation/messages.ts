import { defineMessages } from '@qr/runtime/i18n';

/** What the scanner's page says after a send, in place of the form: the message sent, or the call requested. */
const en = {
  messageTitle: 'The owner has been informed',
  messageText: 'We have sent the owner a WhatsApp alert about their vehicle.',
  reasonLabel: 'Reason',
  sentAtLabel: 'Sent at',
  emergencyTitle: 'Is anyone in danger?',
  emergencyText: 'Call the emergency number 112 now. Do not wait for the owner.',
  call112: 'Call 112',
  sendAnother: 'Send another',
  callTitle: 'Your call request is on its way',
  callText:
    "We are connecting the owner's phone. You will get a call from a masked number: pick it up to talk to the owner. Neither of you sees the other's number.",
  callNoAnswer: 'No call in a few minutes? The owner may be busy: send them a message instead.',
  requestedAtLabel: 'Requested at',
  contactAgain: 'Contact the owner again',
};

export type ConfirmationTexts = typeof en;
export const confirmationMessages = defineMessages(en, () => import('./messages.hi'));
