import { type LoginData, loginVerifyResponse } from '@qr/contract';
import { type ApiClient, parseWith } from '@qr/runtime';

/** Thrown when the server answers but jwtToken is null (wrong code). */
export class InvalidOtpError extends Error {
  constructor() {
    super('Invalid OTP');
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
