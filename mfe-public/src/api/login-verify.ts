import { type ApiClient, ApiError, parseWith } from 'shared-ui';
import { type LoginData, loginVerifyResponse } from 'shared-ui/contract';
import { type ApiTexts, apiMessages } from './messages';

export const INVALID_OTP = apiMessages.en.invalidOtp;
export const LOGIN_VERIFY_FAILED = apiMessages.en.loginVerifyFailed;
/** docs/product.md §8: the registration screen's fallback for a failed verification. */
export const REGISTRATION_VERIFY_FAILED = apiMessages.en.registrationVerifyFailed;

/** Thrown when the server answers but jwtToken is null (wrong code). */
export class InvalidOtpError extends Error {
  constructor() {
    super(INVALID_OTP);
    this.name = 'InvalidOtpError';
  }
}

/** POST login/phone-login-verify with the login data and the code as a number; resolves to the JWT. */
export async function verifyLogin(api: ApiClient, data: LoginData, code: string): Promise<string> {
  const response = parseWith(
    loginVerifyResponse,
    await api.post('login/phone-login-verify', { json: { ...data, verificationCode: Number(code) } }).json(),
  );
  if (response.jwtToken === null) throw new InvalidOtpError();
  return response.jwtToken;
}

/**
 * The message for a failed verification: 'Invalid OTP...' for a null token, else the server's message or
 * the fallback (given in the page's language, as the texts are).
 */
export function verifyFailureMessage(error: unknown, fallback: string, t: ApiTexts = apiMessages.en): string {
  if (error instanceof InvalidOtpError) return t.invalidOtp;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}
