import type { APIRequestContext } from '@playwright/test';

export const API_URL = `http://localhost:${process.env.API_PORT ?? 4000}`;
export const CLOUDFLARE_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';

interface OutboxMessage {
  kind: 'otp' | 'alert';
  to: string;
  text: string;
  code?: string;
}

export async function resetApi(request: APIRequestContext) {
  const response = await request.post(`${API_URL}/__dev/reset`);
  if (!response.ok()) throw new Error(`API reset failed: ${response.status()}`);
}

/** The seed again, grown to these volumes (POST /__dev/seed; tools/api/scale-seed.ts). */
export async function seedScale(
  request: APIRequestContext,
  counts: { queries?: number; activities?: number; vehicles?: number },
) {
  const query = new URLSearchParams(Object.entries(counts).map(([name, count]) => [name, String(count)]));
  const response = await request.post(`${API_URL}/__dev/seed?${query}`);
  if (!response.ok()) throw new Error(`API seed failed: ${response.status()}`);
}

export async function outbox(request: APIRequestContext, to?: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${API_URL}/__dev/outbox${to ? `?to=${to}` : ''}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** The OTP most recently sent to a phone (91 + 10 digits), read from the dev outbox. */
export async function latestOtp(request: APIRequestContext, phone: string): Promise<string> {
  const otps = (await outbox(request, phone)).filter((message) => message.kind === 'otp');
  const last = otps.at(-1);
  const code = last?.code ?? last?.text.match(/\b(\d{4})\b/)?.[1];
  if (!code) throw new Error(`No OTP in the outbox for ${phone}`);
  return code;
}

/** Logs a phone in through the API itself (no UI) and returns its JWT. */
export async function tokenFor(request: APIRequestContext, phone: string): Promise<string> {
  const initiate = await request.post(`${API_URL}/login/phone-login-initiate`, {
    data: { phone, 'cf-turnstile-response': CLOUDFLARE_TEST_TOKEN },
  });
  if (!initiate.ok()) throw new Error(`initiate failed: ${initiate.status()} ${await initiate.text()}`);
  const loginData = await initiate.json();
  const code = await latestOtp(request, phone);
  const verify = await request.post(`${API_URL}/login/phone-login-verify`, {
    data: { ...loginData, verificationCode: Number(code) },
  });
  const { jwtToken } = (await verify.json()) as { jwtToken: string | null };
  if (!jwtToken) throw new Error(`verify failed for ${phone}`);
  return jwtToken;
}
