import { type LoginData, loginData, TURNSTILE_FIELD } from '@qr/contract';
import { type ApiClient, parseWith } from '@qr/runtime';

// docs/product.md §8: a failed send is 'Failed to send OTP. Please try again.' in the login dialog (never the
// server's text) and the server's message, else 'Failed to send OTP', in registration (their catalogs).

export interface InitiateInput {
  /** 10-digit national number. */
  phone: string;
  turnstileToken: string;
  referredBy?: string | undefined;
}

/** POST login/phone-login-initiate. The response is kept as login data and echoed back at verification. */
export async function initiateLogin(
  api: ApiClient,
  { phone, turnstileToken, referredBy }: InitiateInput,
): Promise<LoginData> {
  const body = {
    phone: `91${phone}`,
    [TURNSTILE_FIELD]: turnstileToken,
    ...(referredBy ? { referredBy } : {}),
  };
  return parseWith(loginData, await api.post('login/phone-login-initiate', { json: body }).json());
}
