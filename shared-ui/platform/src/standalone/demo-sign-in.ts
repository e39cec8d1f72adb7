/**
 * Standalone mode only: signs in as one of the local API's seeded users through the real login calls,
 * reading the OTP from the API's dev outbox (tools/api/routes/dev.ts), so a remote's team can open its
 * logged-in pages without the shell's login dialog. The local API accepts Cloudflare's dummy token.
 */
export interface DemoUser {
  label: string;
  /** 91 and 10 digits, as the login calls take it. */
  phone: string;
}

export const DEMO_USERS: DemoUser[] = [
  { label: 'demo owner (Asha)', phone: '919876543210' },
  { label: 'demo admin (Priya)', phone: '919900000001' },
];

const TURNSTILE_DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

async function call<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...init?.headers },
  });
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Returns the JWT of the demo user; throws with the failing call when the local API is not there. */
export async function signInAsDemo(apiBaseUrl: string, user: DemoUser): Promise<string> {
  const api = apiBaseUrl.replace(/\/$/, '');
  const post = (body: object): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });
  await call(
    `${api}/login/phone-login-initiate`,
    post({ phone: user.phone, 'cf-turnstile-response': TURNSTILE_DUMMY_TOKEN }),
  );
  const outbox = await call<{ messages: { kind: string; code?: string }[] }>(
    `${api}/__dev/outbox?to=${encodeURIComponent(user.phone)}`,
  );
  const code = outbox.messages.filter((message) => message.kind === 'otp').at(-1)?.code;
  if (!code) throw new Error(`no OTP for ${user.phone} in ${api}/__dev/outbox`);
  const verified = await call<{ jwtToken: string | null; message?: string }>(
    `${api}/login/phone-login-verify`,
    post({ phone: user.phone, verificationCode: Number(code) }),
  );
  if (!verified.jwtToken) throw new Error(verified.message ?? 'the OTP was not accepted');
  return verified.jwtToken;
}
