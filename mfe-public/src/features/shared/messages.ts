import { defineMessages } from '@qr/runtime/i18n';

/**
 * What the scanner's calls (sticker status, call and message) tell the visitor (docs/product.md §8), in
 * the spec's words (failure-messages.ts picks them). The OTP calls' messages are the login dialog's and the registration's (their catalogs),
 * so that the scanner's page does not carry them.
 */
const en = {
  uidStatusFailed: 'Failed to check vehicle status',
  uidStatusNotice: 'Failed to fetch vehicle status',
  uidInformationNotice: 'Failed to fetch vehicle information',
  requestFailed: 'Request failed with status {status}',
  messageSent: 'Message sent successfully!',
  callSent: 'Call request sent successfully!',
  messageFailed: 'Failed to submit form',
  messageError: 'An error occurred while submitting the form',
  callFailed: 'Failed to initiate call',
  callError: 'An error occurred while initiating the call',
};

export type ScannerTexts = typeof en;
export const scannerMessages = defineMessages(en, () => import('./messages.hi'));
