import {
  isMobileNumber,
  normaliseVehicleNumber,
  secondContactProblem,
  type UpdateRequest,
  VEHICLE_NUMBER_MAX,
  type Vehicle,
  vehicleNumberProblem,
} from '@qr/contract';
import { format } from '@qr/runtime/i18n';
import { stripCountryCode, withCountryCode } from '../shared/formatting/format';
import { type VehicleDetailsTexts, vehicleDetailsMessages } from './messages';

/**
 * docs/product.md §5: editing the vehicle number and the alternate or emergency contacts, by the contract's
 * rules (@qr/contract rules.ts). The checks answer in English, or in the page's language when given
 * its texts (useMessages(vehicleDetailsMessages)).
 */
export const REGISTRATION_MAX = VEHICLE_NUMBER_MAX;
const en = vehicleDetailsMessages.en;
export const REGISTRATION_EMPTY = en.registrationEmpty;
export const REGISTRATION_TOO_LONG = format(en.registrationTooLong, { max: REGISTRATION_MAX });
export const CONTACT_INVALID = en.contactInvalid;
export const EMERGENCY_SAME_AS_PRIMARY = en.emergencySameAsPrimary;

/** What the number field keeps of the typed text: letters and digits, upper-cased, at most 15. */
export function normaliseRegistrationInput(raw: string): string {
  return normaliseVehicleNumber(raw);
}

export function validateRegistrationNumber(value: string, t: VehicleDetailsTexts = en): string | null {
  const problem = vehicleNumberProblem(value);
  if (problem === 'empty') return t.registrationEmpty;
  if (problem === 'too-long') return format(t.registrationTooLong, { max: REGISTRATION_MAX });
  return null;
}

/** Exactly 10 digits of an Indian mobile number (6-9 first, as the API stores it). */
export function validateContact(digits: string, t: VehicleDetailsTexts = en): string | null {
  return isMobileNumber(digits) ? null : t.contactInvalid;
}

export function validateEmergencyContact(
  digits: string,
  primaryContact: string,
  t: VehicleDetailsTexts = en,
): string | null {
  const problem = secondContactProblem(digits, stripCountryCode(primaryContact));
  if (problem === 'invalid') return t.contactInvalid;
  return problem === 'same-as-primary' ? t.emergencySameAsPrimary : null;
}

/** The value an edit field starts from: the stored contact with a leading 91 stripped. */
export function contactForEditing(stored: string | null): string {
  return stripCountryCode(stored);
}

export type VehicleEdit =
  | { field: 'registrationNumber'; value: string }
  | { field: 'alternateContact'; value: string }
  | { field: 'emergencyContact'; value: string };

/** The full update payload: the vehicle as loaded plus one change. Contacts are stored with 91. */
export function buildUpdatePayload(vehicle: Vehicle, edit: VehicleEdit): UpdateRequest {
  const payload: UpdateRequest = {
    registrationNumber: vehicle.registrationNumber,
    isContactWhatsapp: vehicle.isContactWhatsapp,
    alternateContact: vehicle.alternateContact,
    isAlternateContactWhatsapp: vehicle.isAlternateContactWhatsapp,
    emergencyContact: vehicle.emergencyContact,
    uid: vehicle.uidString,
    vehicleType: vehicle.vehicleType,
    isTemporaryNumber: vehicle.isTemporaryNumber,
  };
  switch (edit.field) {
    case 'registrationNumber':
      // Saving a permanent number replaces the temporary one.
      return { ...payload, registrationNumber: normaliseRegistrationInput(edit.value), isTemporaryNumber: false };
    case 'alternateContact':
      return { ...payload, alternateContact: withCountryCode(edit.value) };
    case 'emergencyContact':
      return { ...payload, emergencyContact: withCountryCode(edit.value) };
  }
}

/** The vehicle as it is after a successful update (the response body is not read). */
export function applyUpdate<T extends Vehicle>(vehicle: T, payload: UpdateRequest): T {
  return {
    ...vehicle,
    registrationNumber: payload.registrationNumber,
    alternateContact: payload.alternateContact,
    emergencyContact: payload.emergencyContact,
    isTemporaryNumber: payload.isTemporaryNumber,
  };
}
