/** docs/product.md §5 rules of vehicle registration and the registration payload (§3). */
import type { RegistrationRequest, VehicleType } from 'shared-ui/contract';

export const VEHICLE_NUMBER_MAX = 15;
export const INVALID_MOBILE = 'Please enter a valid Indian mobile number';
export const SAME_CONTACTS = 'Emergency contact should be different from primary contact';
export const INVALID_CONTACT = 'Please enter a valid contact number';
export const CHALLENGE_REQUIRED = 'Please complete the verification challenge';
export const VEHICLE_NUMBER_REQUIRED = 'Please enter the vehicle number';
export const MAX_VERIFY_ATTEMPTS = 3;

/** Upper case, letters and digits only, at most 15. */
export function normaliseVehicleNumber(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, VEHICLE_NUMBER_MAX);
}

/** Temporary: longer than 12 characters, a T, then only digits. */
export function looksTemporary(vehicleNumber: string): boolean {
  return vehicleNumber.length > 12 && /^T\d+$/.test(vehicleNumber);
}

/** Digits only, at most 10. */
export function normaliseMobile(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 10);
}

export function isValidMobile(phone: string): boolean {
  return /^[6-9]\d{9}$/.test(phone);
}

/** Shown once the number has 10 digits. */
export function mobileError(phone: string): string | undefined {
  return phone.length === 10 && !isValidMobile(phone) ? INVALID_MOBILE : undefined;
}

export function emergencyError(primary: string, emergency: string): string | undefined {
  return mobileError(emergency) ?? (emergency.length === 10 && emergency === primary ? SAME_CONTACTS : undefined);
}

export interface DetailsForm {
  vehicleNumber: string;
  primary: string;
  emergency: string;
  token: string | null;
}

/** The first reason Continue is not available, or null when it is. */
export function continueBlocker(form: DetailsForm): string | null {
  if (!form.vehicleNumber) return VEHICLE_NUMBER_REQUIRED;
  if (form.primary.length !== 10 || form.emergency.length !== 10) return INVALID_CONTACT;
  if (mobileError(form.primary)) return INVALID_MOBILE;
  const emergency = emergencyError(form.primary, form.emergency);
  if (emergency) return emergency;
  if (!form.token) return CHALLENGE_REQUIRED;
  return null;
}

/** Resend is shown after a send, while failed verifications are below 3. */
export function canShowResend(sent: boolean, attempts: number): boolean {
  return sent && attempts < MAX_VERIFY_ATTEMPTS;
}

export interface RegistrationInput {
  uid: string;
  vehicleNumber: string;
  vehicleType: VehicleType;
  primary: string;
  emergency: string;
  temporaryTicked: boolean;
}

export function buildRegistrationRequest(input: RegistrationInput): RegistrationRequest {
  return {
    registrationNumber: input.vehicleNumber,
    contact: `91${input.primary}`,
    isContactWhatsapp: true,
    alternateContact: null,
    isAlternateContactWhatsapp: false,
    emergencyContact: `91${input.emergency}`,
    uid: input.uid,
    vehicleType: input.vehicleType,
    isTemporaryNumber: looksTemporary(input.vehicleNumber) && input.temporaryTicked,
  };
}
