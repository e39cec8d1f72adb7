import { defineMessages } from '@qr/runtime/i18n';

/** The login dialog: the phone step and the OTP step (docs/product.md §2), with its §8 messages. */
const en = {
  loginTitle: 'Login',
  loginDescription: 'Log in with your mobile number.',
  otpTitle: 'Enter OTP',
  phoneLabel: 'Mobile number',
  sendOtp: 'Send OTP',
  whatsappNote: 'We will send a 4-digit OTP to this number on WhatsApp.',
  legal: 'By continuing you agree to our {terms} and {privacy}.',
  terms: 'Terms of Service',
  privacy: 'Privacy Policy',
  codeSentTo: 'Code sent on WhatsApp to {number}',
  verifyOtp: 'Verify OTP',
  backToLogin: 'Back to Login',
  challengeRequired: 'Please complete the verification challenge',
  sendFailed: 'Failed to send OTP. Please try again.',
  invalidOtp: 'Invalid OTP. Please try again.',
  verifyFailed: 'Failed to verify OTP. Please try again.',
};

export type LoginTexts = typeof en;
export const loginMessages = defineMessages(en, () => import('./messages.hi'));
