import { serverMessages } from '@qr/design-system';
import { ApiError } from '@qr/runtime';
import { describe, expect, it } from 'vitest';
import { InvalidOtpError } from './api/verify-login';
import { loginMessages } from './features/login/messages';
import loginHindi from './features/login/messages.hi';
import { registrationMessages } from './features/registration/messages';
import { failureMessage } from './features/shared/failure-messages';
import { scannerMessages } from './features/shared/messages';
import hindi from './features/shared/messages.hi';
import { informFailureMessage, uidStatusFailureMessage, uidStatusNotice } from './features/shared/scanner-failures';
import { verifyFailureMessage } from './features/shared/verify-failure-message';

const en = scannerMessages.en;
const server = serverMessages.en;
await serverMessages.load();
const serverHindi = serverMessages.hi() ?? server;

const http = (status: number, message: string | null = null) => new ApiError('http', status, message);
const network = new ApiError('network', null, null, 'offline');
const format = new ApiError('format', null, null, 'Unexpected response format');

describe('docs/product.md §8 messages', () => {
  it('uid status: server message, else the status code, else the fallback', () => {
    expect(uidStatusFailureMessage(http(404, 'Sticker not found'), en, server)).toBe('Sticker not found');
    expect(uidStatusFailureMessage(http(500), en, server)).toBe('Request failed with status 500');
    expect(uidStatusFailureMessage(network, en, server)).toBe('Failed to check vehicle status');
    expect(uidStatusFailureMessage(format, en, server)).toBe('Failed to check vehicle status');
  });

  it('uid status snackbar: vehicle information when the answer could not be read, else vehicle status', () => {
    expect(uidStatusNotice(format, en)).toBe('Failed to fetch vehicle information');
    expect(uidStatusNotice(new SyntaxError('Unexpected end of JSON input'), en)).toBe(
      'Failed to fetch vehicle information',
    );
    expect(uidStatusNotice(http(404, 'Sticker not found'), en)).toBe('Failed to fetch vehicle status');
    expect(uidStatusNotice(http(502), en)).toBe('Failed to fetch vehicle status');
    expect(uidStatusNotice(network, en)).toBe('Failed to fetch vehicle status');
    expect(uidStatusNotice(new ApiError('timeout', null, null), en)).toBe('Failed to fetch vehicle status');
  });

  it('call and message failures', () => {
    expect(informFailureMessage(http(409, 'Paused'), true, en, server)).toBe('Paused');
    expect(informFailureMessage(http(500), true, en, server)).toBe('Failed to initiate call');
    expect(informFailureMessage(network, true, en, server)).toBe('An error occurred while initiating the call');
    expect(informFailureMessage(http(500), false, en, server)).toBe('Failed to submit form');
    expect(informFailureMessage(network, false, en, server)).toBe('An error occurred while submitting the form');
    expect(en.messageSent).toBe('Message sent successfully!');
    expect(en.callSent).toBe('Call request sent successfully!');
  });

  it('verification: Invalid OTP for a null token, else the server message or the screen fallback', () => {
    const login = loginMessages.en;
    const registration = registrationMessages.en;
    expect(verifyFailureMessage(new InvalidOtpError(), login, server)).toBe('Invalid OTP. Please try again.');
    expect(verifyFailureMessage(new InvalidOtpError(), registration, server)).toBe('Invalid OTP. Please try again.');
    expect(verifyFailureMessage(http(400, 'OTP expired'), login, server)).toBe('OTP expired');
    expect(verifyFailureMessage(network, login, server)).toBe('Failed to verify OTP. Please try again.');
    expect(verifyFailureMessage(http(500), registration, server)).toBe('An error occurred');
  });

  it('sending the OTP: the login fallback, and the registration rule (server message or the fallback)', () => {
    expect(loginMessages.en.sendFailed).toBe('Failed to send OTP. Please try again.');
    const fallback = registrationMessages.en.sendFailed;
    const messages = { http: fallback, other: fallback };
    expect(failureMessage(http(429, 'Too many'), messages, server)).toBe('Too many');
    expect(failureMessage(network, messages, server)).toBe('Failed to send OTP');
    expect(registrationMessages.en.registerFailed).toBe('Failed to register vehicle');
  });
});

describe('the same rules in Hindi, given its texts', () => {
  it('says a known server message in Hindi, keeps the status code, and says the fallbacks in Hindi', () => {
    expect(uidStatusFailureMessage(http(404, 'Sticker not found'), hindi, serverHindi)).toBe('यह स्टिकर नहीं मिला');
    expect(informFailureMessage(http(400, 'Vehicle number does not match'), false, hindi, serverHindi)).toBe(
      'गाड़ी का नंबर मेल नहीं खाता',
    );
    expect(uidStatusFailureMessage(http(500), hindi, serverHindi)).toBe('सर्वर से जवाब नहीं मिला (कोड 500)');
    expect(uidStatusFailureMessage(network, hindi, serverHindi)).toBe('गाड़ी की स्थिति जाँची नहीं जा सकी');
    expect(informFailureMessage(http(500), true, hindi, serverHindi)).toBe('कॉल नहीं लग पाई');
    expect(informFailureMessage(network, false, hindi, serverHindi)).toBe('संदेश भेजते समय कोई गड़बड़ी हो गई');
    expect(verifyFailureMessage(new InvalidOtpError(), loginHindi, serverHindi)).toBe(
      'OTP गलत है। कृपया फिर से कोशिश करें।',
    );
    expect(verifyFailureMessage(network, loginHindi, serverHindi)).toBe('OTP की जाँच नहीं हो पाई। कृपया फिर से कोशिश करें।');
  });

  it('shows a server message it does not know as sent, inside a Hindi sentence that says what failed', () => {
    expect(informFailureMessage(http(409, 'Paused'), true, hindi, serverHindi)).toBe(
      'कॉल नहीं लग पाई (सर्वर का जवाब: Paused)',
    );
    expect(verifyFailureMessage(http(400, 'OTP expired'), loginHindi, serverHindi)).toBe(
      'OTP की जाँच नहीं हो पाई। कृपया फिर से कोशिश करें। (सर्वर का जवाब: OTP expired)',
    );
  });
});
