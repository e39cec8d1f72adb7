import type { UpdateRequest, Vehicle } from 'shared-ui/contract';
import { stripCountryCode, withCountryCode } from '../formatting/format';

/** docs/product.md §5: editing the vehicle number and the alternate or emergency contacts. */
export const REGISTRATION_MAX = 15;
export const REGISTRATION_EMPTY = 'Registration number cannot be empty';
export const REGISTRATION_TOO_LONG = `Registration number can be at most ${REGISTRATION_MAX} characters`;
export const CONTACT_INVALID = 'Please enter a valid 10-digit phone number';
export const EMERGENCY_SAME_AS_PRIMARY = 'Emergency contact should be different from primary contact';

/** What the number field keeps of the typed text: letters and digits, upper-cased, at most 15. */
export function normaliseRegistrationInput(raw: string): string {
  return raw
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, REGISTRATION_MAX);
}

export function validateRegistrationNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!trimmed) return REGISTRATION_EMPTY;
  if (trimmed.length > REGISTRATION_MAX) return REGISTRATION_TOO_LONG;
  return null;
}

/** Exactly 10 digits of an Indian mobile number (6-9 first, as the API stores it). */
export function validateContact(digits: string): string | null {
  return /^[6-9]\d{9}$/.test(digits) ? null : CONTACT_INVALID;
}

export function validateEmergencyContact(digits: string, primaryContact: string): string | null {
  return validateContact(digits) ?? (digits === stripCountryCode(primaryContact) ? EMERGENCY_SAME_AS_PRIMARY : null);
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
