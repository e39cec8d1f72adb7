import { describe, expect, it } from 'vitest';
import { temporaryVehicle } from '../shared/story-fixtures';
import {
  applyUpdate,
  buildUpdatePayload,
  CONTACT_INVALID,
  contactForEditing,
  EMERGENCY_SAME_AS_PRIMARY,
  normaliseRegistrationInput,
  REGISTRATION_EMPTY,
  REGISTRATION_TOO_LONG,
  validateContact,
  validateEmergencyContact,
  validateRegistrationNumber,
} from './edit-validation';

const temporary = temporaryVehicle;

describe('vehicle number edit', () => {
  it('upper-cases, drops anything but letters and digits, and keeps at most 15', () => {
    expect(normaliseRegistrationInput('dl 01-ab 1234')).toBe('DL01AB1234');
    expect(normaliseRegistrationInput('abcdefghijklmnopq')).toBe('ABCDEFGHIJKLMNO');
  });
  it('cannot be empty or blank', () => {
    expect(validateRegistrationNumber('')).toBe(REGISTRATION_EMPTY);
    expect(validateRegistrationNumber('   ')).toBe('Registration number cannot be empty');
  });
  it('rejects more than 15 characters and accepts up to 15', () => {
    expect(validateRegistrationNumber('A'.repeat(16))).not.toBeNull();
    expect(validateRegistrationNumber('A'.repeat(15))).toBeNull();
  });
  it('saving clears the temporary flag', () => {
    const payload = buildUpdatePayload(temporary, { field: 'registrationNumber', value: 'hr26dk8337' });
    expect(payload.registrationNumber).toBe('HR26DK8337');
    expect(payload.isTemporaryNumber).toBe(false);
    expect(payload.uid).toBe('QRTEMP0001');
  });
});

describe('contact edits', () => {
  it('need exactly 10 digits', () => {
    expect(validateContact('981111111')).toBe(CONTACT_INVALID);
    expect(validateContact('98111111111')).toBe(CONTACT_INVALID);
    expect(validateContact('')).toBe('Please enter a valid 10-digit phone number');
    expect(validateContact('9811111111')).toBeNull();
  });
  it('need an Indian mobile number (6-9 first)', () => {
    expect(validateContact('1234567890')).toBe(CONTACT_INVALID);
  });
  it('keep the emergency contact different from the primary', () => {
    expect(validateEmergencyContact('9876543210', '919876543210')).toBe(EMERGENCY_SAME_AS_PRIMARY);
    expect(validateEmergencyContact('9833333333', '919876543210')).toBeNull();
  });
  it('start from the stored number with a leading 91 stripped', () => {
    expect(contactForEditing('919811111111')).toBe('9811111111');
    expect(contactForEditing(null)).toBe('');
  });
  it('are stored with the 91 prefix and leave the rest of the vehicle as it was', () => {
    const alternate = buildUpdatePayload(temporary, { field: 'alternateContact', value: '9811111111' });
    expect(alternate).toEqual({
      registrationNumber: 'T0123456789012',
      isContactWhatsapp: true,
      alternateContact: '919811111111',
      isAlternateContactWhatsapp: false,
      emergencyContact: '919822222222',
      uid: 'QRTEMP0001',
      vehicleType: 'COMMERCIAL',
      isTemporaryNumber: true,
    });
    const emergency = buildUpdatePayload(temporary, { field: 'emergencyContact', value: '9833333333' });
    expect(emergency.emergencyContact).toBe('919833333333');
    expect(applyUpdate(temporary, emergency).emergencyContact).toBe('919833333333');
  });
});

describe('the checks in Hindi', () => {
  it('answer with the texts they are given, the English staying the spec words', async () => {
    const { default: hindi } = await import('./messages.hi');
    expect(REGISTRATION_TOO_LONG).toBe('Registration number can be at most 15 characters');
    expect(validateRegistrationNumber('', hindi)).toBe('रजिस्ट्रेशन नंबर खाली नहीं हो सकता');
    expect(validateRegistrationNumber('A'.repeat(16), hindi)).toBe('रजिस्ट्रेशन नंबर में ज़्यादा से ज़्यादा 15 अक्षर हो सकते हैं');
    expect(validateContact('123', hindi)).toBe('कृपया सही 10 अंकों का फ़ोन नंबर डालें');
    expect(validateEmergencyContact('9876543210', '919876543210', hindi)).toBe(
      'इमरजेंसी नंबर आपके मुख्य नंबर से अलग होना चाहिए',
    );
  });
});
