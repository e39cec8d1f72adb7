import { looksTemporary as contractLooksTemporary, registrationRequest } from '@qr/contract';
import { describe, expect, it } from 'vitest';
import { canShowResend } from '../shared/use-otp-step';
import { registrationMessages } from './messages';
import hindi from './messages.hi';
import {
  buildRegistrationRequest,
  CHALLENGE_REQUIRED,
  continueBlocker,
  type DetailsForm,
  emergencyError,
  INVALID_CONTACT,
  INVALID_MOBILE,
  looksTemporary,
  mobileError,
  normaliseMobile,
  normaliseVehicleNumber,
  SAME_CONTACTS,
  VEHICLE_NUMBER_REQUIRED,
} from './validation';

// The vehicle number and mobile number rules are the contract's (shared-ui/contract/src/rules.test.ts).
describe('vehicle number', () => {
  it('is typed as the contract keeps it, at most 15, and temporary by its rule', () => {
    expect(normaliseVehicleNumber('t01234567890123456')).toBe('T01234567890123');
    expect(looksTemporary).toBe(contractLooksTemporary);
  });
});

describe('mobile numbers', () => {
  it('keeps digits only, at most 10', () => {
    expect(normaliseMobile('98-765 43210 5')).toBe('9876543210');
  });
  it('must start with 6-9 then nine digits, shown at 10 digits', () => {
    expect(mobileError('512345678')).toBeUndefined();
    expect(mobileError('5123456789')).toBe(INVALID_MOBILE);
    expect(INVALID_MOBILE).toBe('Please enter a valid Indian mobile number');
    expect(mobileError('6123456789')).toBeUndefined();
  });
  it('requires the emergency contact to differ from the primary', () => {
    expect(emergencyError('9876543210', '9876543210')).toBe(SAME_CONTACTS);
    expect(SAME_CONTACTS).toBe('Emergency contact should be different from primary contact');
    expect(emergencyError('9876543210', '9876543211')).toBeUndefined();
    expect(emergencyError('9876543210', '1876543210')).toBe(INVALID_MOBILE);
  });
  it('answers in Hindi when given its texts', () => {
    expect(mobileError('5123456789', hindi)).toBe('कृपया सही भारतीय मोबाइल नंबर डालें');
    expect(emergencyError('9876543210', '9876543210', hindi)).toBe('इमरजेंसी नंबर मुख्य नंबर से अलग होना चाहिए');
  });
});

describe('Continue', () => {
  const ok: DetailsForm = { vehicleNumber: 'DL01AB1234', primary: '9876543210', emergency: '9812345678', token: 't' };
  it('is enabled when everything holds', () => {
    expect(continueBlocker(ok)).toBeNull();
  });
  // The blocker is the key of its message in the registration texts.
  const message = (form: DetailsForm) => {
    const blocker = continueBlocker(form);
    return blocker && registrationMessages.en[blocker];
  };
  it('needs a vehicle number', () => {
    expect(message({ ...ok, vehicleNumber: '' })).toBe(VEHICLE_NUMBER_REQUIRED);
    expect(VEHICLE_NUMBER_REQUIRED).toBe('Please enter the vehicle number');
  });
  it('needs both numbers with 10 digits', () => {
    expect(message({ ...ok, primary: '98765' })).toBe(INVALID_CONTACT);
    expect(message({ ...ok, emergency: '' })).toBe(INVALID_CONTACT);
    expect(INVALID_CONTACT).toBe('Please enter a valid contact number');
  });
  it('needs no errors', () => {
    expect(message({ ...ok, primary: '1234567890' })).toBe(INVALID_MOBILE);
    expect(message({ ...ok, emergency: '1234567890' })).toBe(INVALID_MOBILE);
    expect(message({ ...ok, emergency: ok.primary })).toBe(SAME_CONTACTS);
  });
  it('needs the challenge', () => {
    expect(continueBlocker({ ...ok, token: null })).toBe('challengeRequired');
    expect(message({ ...ok, token: null })).toBe(CHALLENGE_REQUIRED);
    expect(CHALLENGE_REQUIRED).toBe('Please complete the verification challenge');
  });
});

describe('Resend OTP', () => {
  it('shows after a send while attempts are below 3', () => {
    expect(canShowResend(false, 0)).toBe(false);
    expect(canShowResend(true, 0)).toBe(true);
    expect(canShowResend(true, 2)).toBe(true);
    expect(canShowResend(true, 3)).toBe(false);
  });
});

describe('registration payload', () => {
  const input = {
    uid: 'QRNEW00001',
    vehicleNumber: 'T0123456789012',
    vehicleType: 'PERSONAL' as const,
    primary: '9700000011',
    emergency: '9700000012',
    temporaryTicked: true,
  };
  it('sends contacts as 91 and 10 digits and the temporary flag', () => {
    const request = buildRegistrationRequest(input);
    expect(request).toEqual({
      registrationNumber: 'T0123456789012',
      contact: '919700000011',
      isContactWhatsapp: true,
      alternateContact: null,
      isAlternateContactWhatsapp: false,
      emergencyContact: '919700000012',
      uid: 'QRNEW00001',
      vehicleType: 'PERSONAL',
      isTemporaryNumber: true,
    });
    expect(registrationRequest.safeParse(request).success).toBe(true);
  });
  it('is not temporary when unticked or not temporary-looking', () => {
    expect(buildRegistrationRequest({ ...input, temporaryTicked: false }).isTemporaryNumber).toBe(false);
    expect(buildRegistrationRequest({ ...input, vehicleNumber: 'DL01AB1234' }).isTemporaryNumber).toBe(false);
  });
});
