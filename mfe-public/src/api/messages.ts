import { defineMessages } from 'shared-ui';

/** What the API calls of this remote tell the visitor (docs/product.md §8), in the spec's words. */
const en = {
  uidStatusFailed: 'Failed to check vehicle status',
  requestFailed: 'Request failed with status {status}',
  messageSent: 'Message sent successfully!',
  callSent: 'Call request sent successfully!',
  messageFailed: 'Failed to submit form',
  messageError: 'An error occurred while submitting the form',
  callFailed: 'Failed to initiate call',
  callError: 'An error occurred while initiating the call',
  loginSendFailed: 'Failed to send OTP. Please try again.',
  registrationSendFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP. Please try again.',
  loginVerifyFailed: 'Failed to verify OTP. Please try again.',
  registrationVerifyFailed: 'An error occurred',
  registrationFailed: 'Failed to register vehicle',
};

export type ApiTexts = typeof en;
export const apiMessages = defineMessages(en, () => import('./messages.hi'));
