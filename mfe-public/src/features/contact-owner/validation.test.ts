import { nationalNumber as contractNationalNumber, informRequest, isMobileNumber, isVehicleChars } from '@qr/contract';
import { describe, expect, it } from 'vitest';
import { contactOwnerMessages } from './messages';
import hindi from './messages.hi';
import {
  buildCallRequest,
  buildMessageRequest,
  callerPhoneError,
  canCall,
  canSendMessage,
  isEmergencyReason,
  isValidCallerPhone,
  isValidVehicleChars,
  lastFourChars,
  nationalNumber,
  normaliseVehicleChars,
  vehicleCharsError,
} from './validation';

const en = contactOwnerMessages.en;
const VEHICLE_CHARS_ERROR = en.vehicleCharsError;
const CALLER_PHONE_ERROR = en.callerPhoneError;

describe('vehicle characters', () => {
  it('upper-cases, keeps letters and digits, at most 4', () => {
    expect(normaliseVehicleChars('a1-b2c3')).toBe('A1B2');
    expect(normaliseVehicleChars('12 34')).toBe('1234');
  });
  // The rules themselves are the contract's (shared-ui/contract/src/rules.test.ts).
  it('needs exactly 4 alphanumerics, else the spec message', () => {
    expect(isValidVehicleChars).toBe(isVehicleChars);
    expect(vehicleCharsError('AB1', en)).toBe(VEHICLE_CHARS_ERROR);
    expect(VEHICLE_CHARS_ERROR).toBe('Please enter the last 4 digits of the vehicle number');
    expect(vehicleCharsError('AB12', en)).toBeUndefined();
  });
  it('prefills from the last 4 characters of a temporary number', () => {
    expect(lastFourChars('T0123456789012')).toBe('9012');
    expect(lastFourChars('9012')).toBe('9012');
    expect(lastFourChars(null)).toBe('');
  });
});

describe('caller phone', () => {
  it('needs a 10-digit mobile number', () => {
    expect(isValidCallerPhone).toBe(isMobileNumber);
  });
  it('shows the spec message for an incomplete number', () => {
    expect(callerPhoneError('98765', en)).toBe(CALLER_PHONE_ERROR);
    expect(CALLER_PHONE_ERROR).toBe('Please enter a valid 10-digit phone number');
    expect(callerPhoneError('', en)).toBeUndefined();
    expect(callerPhoneError('9876543210', en)).toBeUndefined();
  });
  it('says the checks in Hindi when given its texts', () => {
    expect(callerPhoneError('98765', hindi)).toBe('कृपया 10 अंकों का सही फ़ोन नंबर डालें');
    expect(vehicleCharsError('AB1', hindi)).toBe('कृपया गाड़ी के नंबर के आख़िरी 4 अंक डालें');
  });
  it('strips a leading 91 from the profile phone', () => {
    expect(nationalNumber).toBe(contractNationalNumber);
  });
});

describe('buttons', () => {
  it('enables the call only with 10 digits, 4 characters and a token', () => {
    expect(canCall({ phone: '9876543210', chars: '1234', token: 't' })).toBe(true);
    expect(canCall({ phone: '987654321', chars: '1234', token: 't' })).toBe(false);
    expect(canCall({ phone: '9876543210', chars: '123', token: 't' })).toBe(false);
    expect(canCall({ phone: '9876543210', chars: '1234', token: null })).toBe(false);
  });
  it('enables Send Message only with a reason, 4 characters and a token', () => {
    expect(canSendMessage({ reason: 'WRONG_PARKING', chars: '1234', token: 't' })).toBe(true);
    expect(canSendMessage({ reason: null, chars: '1234', token: 't' })).toBe(false);
    expect(canSendMessage({ reason: 'ACCIDENT', chars: '12', token: 't' })).toBe(false);
    expect(canSendMessage({ reason: 'ACCIDENT', chars: '1234', token: null })).toBe(false);
  });
  it('flags only ACCIDENT and BABY_INSIDE as emergencies', () => {
    expect(isEmergencyReason('ACCIDENT')).toBe(true);
    expect(isEmergencyReason('BABY_INSIDE')).toBe(true);
    expect(isEmergencyReason('WRONG_PARKING')).toBe(false);
    expect(isEmergencyReason('DOOR_UNLOCKED')).toBe(false);
    expect(isEmergencyReason(null)).toBe(false);
  });
});

describe('inform requests', () => {
  const common = { uid: 'QRUSED0001', chars: '1234', token: 'tok', location: null };
  it('builds a call: +91 number, reason null, not an emergency', () => {
    const request = buildCallRequest({ ...common, phone: '9123456789' });
    expect(request).toMatchObject({
      isContactOwner: true,
      reason: null,
      isEmergency: false,
      informerContact: '+919123456789',
      vehicleRegistrationDigits: '1234',
      uidString: 'QRUSED0001',
      latitude: null,
      longitude: null,
      'cf-turnstile-response': 'tok',
    });
    expect(informRequest.safeParse(request).success).toBe(true);
  });
  it('builds a message: reason, empty contact, emergency for a baby inside, with location', () => {
    const request = buildMessageRequest({
      ...common,
      reason: 'BABY_INSIDE',
      location: { latitude: 28.6, longitude: 77.2 },
    });
    expect(request).toMatchObject({
      isContactOwner: false,
      reason: 'BABY_INSIDE',
      isEmergency: true,
      informerContact: '',
      latitude: 28.6,
      longitude: 77.2,
    });
    expect(informRequest.safeParse(request).success).toBe(true);
    expect(buildMessageRequest({ ...common, reason: 'DOOR_UNLOCKED' }).isEmergency).toBe(false);
  });
});
