import { type ApiClient, parseWith } from 'shared-ui';
import { type LoginData, loginData, TURNSTILE_FIELD } from 'shared-ui/contract';
import { apiMessages } from './messages';

/** docs/product.md §8: the login dialog never shows the server's text for a failed send. */
export const LOGIN_SEND_FAILED = apiMessages.en.loginSendFailed;
/** docs/product.md §8: the registration screen shows the server's message, else this. */
export const REGISTRATION_SEND_FAILED = apiMessages.en.registrationSendFailed;

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
