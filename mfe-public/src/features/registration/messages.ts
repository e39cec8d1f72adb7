import { defineMessages } from '@qr/runtime/i18n';

/**
 * Registering a vehicle on a new sticker: the details step, the verification step, their checks and
 * docs/product.md §8 messages.
 */
const en = {
  pageTitle: 'Vehicle Registration',
  stepDetails: 'Vehicle Details',
  stepVerification: 'Verification',
  progress: 'Registration progress',
  sticker: 'Sticker {uid}',
  vehicleNumber: 'Vehicle number',
  vehicleNumberPlaceholder: 'e.g. DL01AB1234',
  vehicleNumberHint: 'Letters and digits only, as on the number plate.',
  temporary: 'This is a temporary registration number',
  vehicleType: 'Vehicle type',
  PERSONAL: 'Personal',
  COMMERCIAL: 'Commercial',
  primaryLabel: 'Primary contact (WhatsApp)',
  primaryHint: 'Alerts and the OTP are sent to this WhatsApp number.',
  emergencyLabel: 'Emergency contact',
  emergencyHint: 'Someone we can reach if you cannot be contacted.',
  continue: 'Continue',
  codeSentTo: 'Enter the 4-digit code we sent on WhatsApp to {number}',
  codeLabel: 'Verification code',
  verifyRegister: 'Verify & Register',
  noCode: "Didn't get the code?",
  resendOtp: 'Resend OTP',
  editDetails: 'Edit vehicle details',
  codeResent: 'A new code was sent on WhatsApp.',
  invalidMobile: 'Please enter a valid Indian mobile number',
  sameContacts: 'Emergency contact should be different from primary contact',
  invalidContact: 'Please enter a valid contact number',
  challengeRequired: 'Please complete the verification challenge',
  vehicleNumberRequired: 'Please enter the vehicle number',
  sendFailed: 'Failed to send OTP',
  invalidOtp: 'Invalid OTP. Please try again.',
  verifyFailed: 'An error occurred',
  registerFailed: 'Failed to register vehicle',
};

export type RegistrationTexts = typeof en;
export const registrationMessages = defineMessages(en, () => import('./messages.hi'));
