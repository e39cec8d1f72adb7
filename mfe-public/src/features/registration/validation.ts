/** docs/product.md §5 rules of vehicle registration and the registration payload (§3). */
import {
  digitsOnly,
  isMobileNumber,
  looksTemporary,
  VEHICLE_NUMBER_MAX as MAX,
  MOBILE_LENGTH,
  normaliseVehicleNumber as normaliseTyped,
  type RegistrationRequest,
  type VehicleType,
  withCountryCode,
} from '@qr/contract';
import { type RegistrationTexts, registrationMessages } from './messages';

// The checks answer in English, or in the page's language when given its texts.
const en = registrationMessages.en;
export const VEHICLE_NUMBER_MAX = MAX;
export const INVALID_MOBILE = en.invalidMobile;
export const SAME_CONTACTS = en.sameContacts;
export const INVALID_CONTACT = en.invalidContact;
export const CHALLENGE_REQUIRED = en.challengeRequired;
export const VEHICLE_NUMBER_REQUIRED = en.vehicleNumberRequired;
/** Upper case, letters and digits only, at most 15. */
export function normaliseVehicleNumber(raw: string): string {
  return normaliseTyped(raw);
}

export { looksTemporary };

/** Digits only, at most 10. */
export function normaliseMobile(raw: string): string {
  return digitsOnly(raw, MOBILE_LENGTH);
}

export const isValidMobile = isMobileNumber;

/** Shown once the number has 10 digits. */
export function mobileError(phone: string, t: RegistrationTexts = en): string | undefined {
  return phone.length === MOBILE_LENGTH && !isValidMobile(phone) ? t.invalidMobile : undefined;
}

export function emergencyError(primary: string, emergency: string, t: RegistrationTexts = en): string | undefined {
  return (
    mobileError(emergency, t) ??
    (emergency.length === MOBILE_LENGTH && emergency === primary ? t.sameContacts : undefined)
  );
}

export interface DetailsForm {
  vehicleNumber: string;
  primary: string;
  emergency: string;
  token: string | null;
}

export type ContinueBlocker =
  | 'vehicleNumberRequired'
  | 'invalidContact'
  | 'invalidMobile'
  | 'sameContacts'
  | 'challengeRequired';

/** The first reason Continue is not available (the key of its message), or null when it is. */
export function continueBlocker(form: DetailsForm): ContinueBlocker | null {
  if (!form.vehicleNumber) return 'vehicleNumberRequired';
  if (form.primary.length !== MOBILE_LENGTH || form.emergency.length !== MOBILE_LENGTH) return 'invalidContact';
  if (mobileError(form.primary)) return 'invalidMobile';
  if (mobileError(form.emergency)) return 'invalidMobile';
  if (form.emergency === form.primary) return 'sameContacts';
  if (!form.token) return 'challengeRequired';
  return null;
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
    contact: withCountryCode(input.primary),
    isContactWhatsapp: true,
    alternateContact: null,
    isAlternateContactWhatsapp: false,
    emergencyContact: withCountryCode(input.emergency),
    uid: input.uid,
    vehicleType: input.vehicleType,
    isTemporaryNumber: looksTemporary(input.vehicleNumber) && input.temporaryTicked,
  };
}
