import { digitsOnly, hasMobileLength } from '@qr/contract';
import { describe, expect, it } from 'vitest';
import { canSendOtp, canVerifyOtp, isTenDigits, onlyDigits, otpAsNumber, parseReferralCode } from './validation';

describe('login phone', () => {
  // Its digits and length are the contract's rules (shared-ui/contract/src/rules.test.ts).
  it('keeps digits only and needs exactly 10 of them', () => {
    expect(onlyDigits).toBe(digitsOnly);
    expect(isTenDigits).toBe(hasMobileLength);
  });
  it('enables Send OTP only with 10 digits and a bot-check token', () => {
    expect(canSendOtp('9876543210', null)).toBe(false);
    expect(canSendOtp('9876543210', '')).toBe(false);
    expect(canSendOtp('987654321', 'token')).toBe(false);
    expect(canSendOtp('9876543210', 'token')).toBe(true);
  });
});

describe('OTP', () => {
  it('enables Verify only with all 4 digits and nothing in flight', () => {
    expect(canVerifyOtp('123', false)).toBe(false);
    expect(canVerifyOtp('1234', true)).toBe(false);
    expect(canVerifyOtp('1234', false)).toBe(true);
  });
  it('is sent as a number', () => {
    expect(otpAsNumber('0042')).toBe(42);
    expect(otpAsNumber('1234')).toBe(1234);
  });
});

describe('referral code', () => {
  it('accepts 12 characters starting with 91 and prefills the 10 digits after it', () => {
    expect(parseReferralCode('919876543210')).toEqual({ referredBy: '919876543210', phone: '9876543210' });
  });
  it('ignores anything else', () => {
    expect(parseReferralCode(undefined)).toBeNull();
    expect(parseReferralCode('9198765432')).toBeNull();
    expect(parseReferralCode('929876543210')).toBeNull();
    expect(parseReferralCode('9198765432100')).toBeNull();
    expect(parseReferralCode('91987654321x')).toBeNull();
  });
});
