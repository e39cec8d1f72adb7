/** The bot check: Cloudflare's test token (reusable) and the fake script's tokens (one use each). */
import type { Api } from './context.ts';
import { ApiError } from './http.ts';

export const TURNSTILE_TEST_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
export const FAKE_TOKEN_PATTERN = /^fake-turnstile\.[a-z0-9]+$/;
export const TURNSTILE_FAILED = 'Verification failed. Please complete the challenge again.';

/** Accepts and consumes the token, or throws the 400 the client shows. */
export function consumeTurnstileToken(api: Api, token: string): void {
  if (token === TURNSTILE_TEST_TOKEN) return;
  if (!FAKE_TOKEN_PATTERN.test(token) || api.db.usedTurnstileTokens.has(token)) {
    throw new ApiError(400, TURNSTILE_FAILED);
  }
  api.db.usedTurnstileTokens.add(token);
}
