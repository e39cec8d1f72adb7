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

describe('mobile numbers', () => {
  it('are 10 digits starting 6-9', () => {
    expect(isMobileNumber('9876543210')).toBe(true);
    expect(isMobileNumber('6000000000')).toBe(true);
    expect(isMobileNumber('5876543210')).toBe(false);
    expect(isMobileNumber('987654321')).toBe(false);
    expect(isMobileNumber('98765432100')).toBe(false);
    expect(isMobileNumber('98765a3210')).toBe(false);
  });
  it('have 10 digits for the login, whatever they start with', () => {
    expect(hasMobileLength('1234567890')).toBe(true);
    expect(hasMobileLength('123456789')).toBe(false);
    expect(hasMobileLength('12345678a0')).toBe(false);
  });
  it('keep only digits when typed', () => {
    expect(digitsOnly('+91 98765-43210', 10)).toBe('9198765432');
    expect(digitsOnly('98 76', 10)).toBe('9876');
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
  it('are 4 digits, sent as a number up to 9999', () => {
    expect(isOtp('0123')).toBe(true);
    expect(isOtp('123')).toBe(false);
    expect(isOtp('12a4')).toBe(false);
    expect(loginVerifyRequest.safeParse({ phone: '919876543210', verificationCode: 9999 }).success).toBe(true);
    expect(loginVerifyRequest.safeParse({ phone: '919876543210', verificationCode: 10000 }).success).toBe(false);
  });
});

describe('vehicle numbers', () => {
  it('keep upper-case letters and digits, at most 15', () => {
    expect(normaliseVehicleNumber('dl 01-ab 1234')).toBe('DL01AB1234');
    expect(normaliseVehicleNumber('A'.repeat(20))).toHaveLength(15);
    expect(registrationNumber.safeParse(normaliseVehicleNumber('dl 01-ab 1234')).success).toBe(true);
    expect(registrationNumber.safeParse('A'.repeat(16)).success).toBe(false);
  });
  it('name what is wrong with a typed one', () => {
    expect(vehicleNumberProblem('  ')).toBe('empty');
    expect(vehicleNumberProblem('A'.repeat(16))).toBe('too-long');
    expect(vehicleNumberProblem('DL01AB1234')).toBeNull();
  });
  it('are temporary when longer than 12 characters, a T and digits', () => {
    expect(looksTemporary('T202412345678')).toBe(true);
    expect(looksTemporary('T2024123456')).toBe(false);
    expect(looksTemporary('DL01AB12345678')).toBe(false);
  });
  it('the scanner proves the vehicle with 4 letters or digits', () => {
    expect(isVehicleChars('AB12')).toBe(true);
    expect(isVehicleChars('AB1')).toBe(false);
    expect(isVehicleChars('ab12')).toBe(false);
  });
});
