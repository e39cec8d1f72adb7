/** docs/product.md §5 rules of the public Contact Vehicle Owner form and the inform requests it builds (§7). */
import {
  type InformReason,
  type InformRequest,
  isMobileNumber,
  isVehicleChars,
  normaliseVehicleNumber,
  TURNSTILE_FIELD,
  VEHICLE_CHARS_LENGTH,
  nationalNumber as withoutCountryCode,
} from '@qr/contract';
import type { ContactOwnerTexts } from './messages';

// The checks answer in the language of the texts given: contactOwnerMessages.en, or useMessages(contactOwnerMessages).
export { VEHICLE_CHARS_LENGTH };

/** Upper-cased letters and digits, at most 4. */
export function normaliseVehicleChars(raw: string): string {
  return normaliseVehicleNumber(raw, VEHICLE_CHARS_LENGTH);
}

export const isValidVehicleChars = isVehicleChars;

/** The last 4 characters of a (temporary) registration number, for prefilling. */
export function lastFourChars(registration: string | null | undefined): string {
  if (!registration) return '';
  return normaliseVehicleChars(
    normaliseVehicleNumber(registration, Number.POSITIVE_INFINITY).slice(-VEHICLE_CHARS_LENGTH),
  );
}

/** Exactly 10 digits of an Indian mobile number (it goes out as +91 and the number). */
export const isValidCallerPhone = isMobileNumber;

/** The error to show once the field was left: none while empty or valid. */
export function callerPhoneError(phone: string, t: ContactOwnerTexts): string | undefined {
  return phone.length > 0 && !isValidCallerPhone(phone) ? t.callerPhoneError : undefined;
}

export function vehicleCharsError(chars: string, t: ContactOwnerTexts): string | undefined {
  return isValidVehicleChars(chars) ? undefined : t.vehicleCharsError;
}

/** A logged-in visitor's phone from user info: a leading 91 is stripped. */
export const nationalNumber = withoutCountryCode;

/** Only ACCIDENT and BABY_INSIDE are emergencies. */
export function isEmergencyReason(reason: InformReason | null): boolean {
  return reason === 'ACCIDENT' || reason === 'BABY_INSIDE';
}

export function canCall(input: { phone: string; chars: string; token: string | null }): boolean {
  return isValidCallerPhone(input.phone) && isValidVehicleChars(input.chars) && Boolean(input.token);
}

export function canSendMessage(input: { reason: InformReason | null; chars: string; token: string | null }): boolean {
  return input.reason !== null && isValidVehicleChars(input.chars) && Boolean(input.token);
}

export interface Location {
  latitude: number;
  longitude: number;
}

interface Common {
  uid: string;
  chars: string;
  token: string;
  location: Location | null;
}

function base({ uid, chars, token, location }: Common) {
  return {
    latitude: location?.latitude ?? null,
    longitude: location?.longitude ?? null,
    vehicleRegistrationDigits: chars,
    uidString: uid,
    [TURNSTILE_FIELD]: token,
  };
}

/** Call: isContactOwner true, reason null, isEmergency false, informerContact +91 and the number. */
export function buildCallRequest(input: Common & { phone: string }): InformRequest {
  return {
    ...base(input),
    reason: null,
    isContactOwner: true,
    isEmergency: false,
    requireCallback: true,
    informerContact: `+91${input.phone}`,
  };
}

/** Message: isContactOwner false, the reason, informerContact empty. */
export function buildMessageRequest(input: Common & { reason: InformReason }): InformRequest {
  return {
    ...base(input),
    reason: input.reason,
    isContactOwner: false,
    isEmergency: isEmergencyReason(input.reason),
    requireCallback: false,
    informerContact: '',
  };
}
