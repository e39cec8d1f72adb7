import { describe, expect, it } from 'vitest';
import { informRequest } from './inform.ts';
import { loginVerifyRequest } from './login.ts';
import { phone91 } from './primitives.ts';
import {
  asciiDigits,
  digitsOnly,
  hasMobileLength,
  isMobileNumber,
  isOtp,
  isVehicleChars,
  looksTemporary,
  nationalNumber,
  normaliseVehicleNumber,
  secondContactProblem,
  vehicleNumberProblem,
  withCountryCode,
} from './rules.ts';
import { registrationNumber } from './vehicle.ts';

// The features (registration, contact owner, login, vehicle edits) use these rules as they are:
// their cases stand here, once, and the features' tests cover only what they add.
describe.each([
  {
    rule: 'isMobileNumber: 10 digits starting 6-9',
    check: isMobileNumber,
    yes: ['9876543210', '6000000000', '6123456789'],
    no: ['5876543210', '1876543210', '987654321', '98765432100', '98765432101', '98765a3210'],
  },
  {
    rule: 'hasMobileLength: the 10 digits of a login, whatever they start with',
    check: hasMobileLength,
    yes: ['1234567890', '9876543210'],
    no: ['123456789', '987654321', '12345678a0', '98765432a0'],
  },
  { rule: 'isOtp: 4 digits', check: isOtp, yes: ['0123'], no: ['123', '12a4'] },
  {
    rule: 'looksTemporary: longer than 12 characters, a T and digits',
    check: looksTemporary,
    yes: ['T202412345678', 'T012345678901'],
    no: ['T2024123456', 'T01234567890', 'T0123456789A12', 'X0123456789012', 'DL01AB12345678', 'DL01AB1234'],
  },
  {
    rule: 'isVehicleChars: the scanner proves the vehicle with 4 letters or digits',
    check: isVehicleChars,
    yes: ['AB12', '1234'],
    no: ['AB1', 'ab12'],
  },
])('$rule', ({ check, yes, no }) => {
  it.each(yes)('holds for %s', (value) => expect(check(value)).toBe(true));
  it.each(no)('fails for %s', (value) => expect(check(value)).toBe(false));
});

describe('mobile numbers', () => {
  it.each([
    ['+91 98765-43210', 10, '9198765432'],
    ['98 76', 10, '9876'],
    ['98-765 43210 5', 10, '9876543210'],
    ['98a76-54 3210 99', 10, '9876543210'],
    ['abc', 10, ''],
    ['1a2b', 4, '12'],
    ['123456', 4, '1234'],
  ])('typed %s keeps only digits, at most %i: %s', (raw, max, expected) => {
    expect(digitsOnly(raw, max)).toBe(expected);
  });
  it('take Devanagari digits (an Indic keyboard) as the same digits', () => {
    expect(asciiDigits('९८७६५४३२१०')).toBe('9876543210');
    expect(asciiDigits('DL01AB१२३४')).toBe('DL01AB1234');
    expect(digitsOnly('+९१ ९८७६५-४३२१०', 12)).toBe('919876543210');
    expect(normaliseVehicleNumber('dl ०१ ab १२३४')).toBe('DL01AB1234');
  });
  it('go on the wire with 91, and come back without it', () => {
    expect(withCountryCode('9876543210')).toBe('919876543210');
    expect(nationalNumber('919876543210')).toBe('9876543210');
    expect(nationalNumber('9876543210')).toBe('9876543210');
    expect(phone91.safeParse(withCountryCode('9876543210')).success).toBe(true);
    expect(phone91.safeParse('915876543210').success).toBe(false);
  });
  it('a second contact must be a mobile number other than the primary one', () => {
    expect(secondContactProblem('9822222222', '9811111111')).toBeNull();
    expect(secondContactProblem('982222222', '9811111111')).toBe('invalid');
    expect(secondContactProblem('9811111111', '9811111111')).toBe('same-as-primary');
  });
  it('a call carries +91 and a mobile number, a message nothing', () => {
    const request = {
      reason: null,
      latitude: null,
      longitude: null,
      isContactOwner: true,
      isEmergency: false,
      vehicleRegistrationDigits: '1234',
      requireCallback: true,
      uidString: 'QR1',
      'cf-turnstile-response': 'token',
    };
    expect(informRequest.safeParse({ ...request, informerContact: '+919876543210' }).success).toBe(true);
    expect(informRequest.safeParse({ ...request, informerContact: '' }).success).toBe(true);
    expect(informRequest.safeParse({ ...request, informerContact: '+915876543210' }).success).toBe(false);
  });
});

describe('one-time codes', () => {
  it('are sent as a number up to 9999', () => {
    expect(loginVerifyRequest.safeParse({ phone: '919876543210', verificationCode: 9999 }).success).toBe(true);
    expect(loginVerifyRequest.safeParse({ phone: '919876543210', verificationCode: 10000 }).success).toBe(false);
  });
});

describe('vehicle numbers', () => {
  it('keep upper-case letters and digits, at most 15, as registration numbers', () => {
    expect(normaliseVehicleNumber('dl 01-ab 1234')).toBe('DL01AB1234');
    expect(normaliseVehicleNumber('t01234567890123456')).toBe('T01234567890123');
    expect(normaliseVehicleNumber('abcdefghijklmnopq')).toBe('ABCDEFGHIJKLMNO');
    expect(normaliseVehicleNumber('A'.repeat(20))).toHaveLength(15);
    expect(registrationNumber.safeParse(normaliseVehicleNumber('dl 01-ab 1234')).success).toBe(true);
    expect(registrationNumber.safeParse('A'.repeat(16)).success).toBe(false);
  });
  it('name what is wrong with a typed one', () => {
    expect(vehicleNumberProblem('  ')).toBe('empty');
    expect(vehicleNumberProblem('A'.repeat(16))).toBe('too-long');
    expect(vehicleNumberProblem('DL01AB1234')).toBeNull();
  });
});
