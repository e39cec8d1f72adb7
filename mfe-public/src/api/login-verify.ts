import { type LoginData, loginVerifyResponse } from 'shared-ui/contract';
import { type ApiClient, ApiError, parseWith } from 'shared-ui/runtime';

/** Thrown when the server answers but jwtToken is null (wrong code). */
export class InvalidOtpError extends Error {
  constructor() {
    super('Invalid OTP');
    this.name = 'InvalidOtpError';
  }
}

/** A screen's words for a failed verification (docs/product.md §8), in the page's language. */
export interface VerifyFailureTexts {
  /** 'Invalid OTP. Please try again.' */
  invalidOtp: string;
  /** Without a server message: 'Failed to verify OTP. Please try again.' (login), 'An error occurred' (registration). */
  verifyFailed: string;
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

/** The message for a failed verification: 'Invalid OTP...' for a null token, else the server's message or the fallback. */
export function verifyFailureMessage(error: unknown, t: VerifyFailureTexts): string {
  if (error instanceof InvalidOtpError) return t.invalidOtp;
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return t.verifyFailed;
}
