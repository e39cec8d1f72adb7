import { ApiError } from 'shared-ui';
import { describe, expect, it } from 'vitest';
import { failureMessage } from './error-message';
import hindi from './messages.hi';
import {
  INVALID_OTP,
  InvalidOtpError,
  LOGIN_VERIFY_FAILED,
  REGISTRATION_VERIFY_FAILED,
  verifyFailureMessage,
} from './login-verify';
import { CALL_FAILED, informFailureMessage, MESSAGE_FAILED } from './send-inform';
import { UID_STATUS_FAILED, uidStatusFailureMessage } from './uid-status';

const http = (status: number, message: string | null = null) => new ApiError('http', status, message);
const network = new ApiError('network', null, null, 'offline');
const format = new ApiError('format', null, null, 'Unexpected response format');

describe('docs/product.md §8 messages', () => {
  it('uid status: server message, else the status code, else the fallback', () => {
    expect(uidStatusFailureMessage(http(404, 'Sticker not found'))).toBe('Sticker not found');
    expect(uidStatusFailureMessage(http(500))).toBe('Request failed with status 500');
    expect(uidStatusFailureMessage(network)).toBe(UID_STATUS_FAILED);
    expect(uidStatusFailureMessage(format)).toBe('Failed to check vehicle status');
  });

  it('call and message failures', () => {
    expect(informFailureMessage(http(409, 'Paused'), true)).toBe('Paused');
    expect(informFailureMessage(http(500), true)).toBe(CALL_FAILED.http);
    expect(CALL_FAILED).toEqual({
      http: 'Failed to initiate call',
      other: 'An error occurred while initiating the call',
    });
    expect(informFailureMessage(network, true)).toBe('An error occurred while initiating the call');
    expect(informFailureMessage(http(500), false)).toBe('Failed to submit form');
    expect(informFailureMessage(network, false)).toBe(MESSAGE_FAILED.other);
    expect(MESSAGE_FAILED.other).toBe('An error occurred while submitting the form');
  });

  it('verification: Invalid OTP for a null token, else the server message or the screen fallback', () => {
    expect(verifyFailureMessage(new InvalidOtpError(), LOGIN_VERIFY_FAILED)).toBe(INVALID_OTP);
    expect(INVALID_OTP).toBe('Invalid OTP. Please try again.');
    expect(verifyFailureMessage(http(400, 'OTP expired'), LOGIN_VERIFY_FAILED)).toBe('OTP expired');
    expect(verifyFailureMessage(network, LOGIN_VERIFY_FAILED)).toBe('Failed to verify OTP. Please try again.');
    expect(verifyFailureMessage(http(500), REGISTRATION_VERIFY_FAILED)).toBe('An error occurred');
  });

  it('registration send: server message or the fallback', () => {
    const messages = { http: 'Failed to send OTP', other: 'Failed to send OTP' };
    expect(failureMessage(http(429, 'Too many'), messages)).toBe('Too many');
    expect(failureMessage(network, messages)).toBe('Failed to send OTP');
  });
});

describe('the same rules in Hindi, given its texts', () => {
  it('keeps the server message and the status code, and says the fallbacks in Hindi', () => {
    expect(uidStatusFailureMessage(http(404, 'Sticker not found'), hindi)).toBe('Sticker not found');
    expect(uidStatusFailureMessage(http(500), hindi)).toBe('सर्वर से जवाब नहीं मिला (कोड 500)');
    expect(uidStatusFailureMessage(network, hindi)).toBe('गाड़ी की जानकारी नहीं मिल पाई');
    expect(informFailureMessage(http(500), true, hindi)).toBe('कॉल नहीं लग पाई');
    expect(informFailureMessage(network, false, hindi)).toBe('संदेश भेजते समय कोई गड़बड़ी हो गई');
    expect(verifyFailureMessage(new InvalidOtpError(), hindi.loginVerifyFailed, hindi)).toBe(
      'OTP गलत है। कृपया फिर से कोशिश करें।',
    );
    expect(verifyFailureMessage(network, hindi.registrationVerifyFailed, hindi)).toBe('कोई गड़बड़ी हो गई');
  });
});
