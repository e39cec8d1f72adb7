import { HINDI_WAIT_MS, waitForHindi } from '@qr/runtime/i18n/start-up';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fetchShellHindi } from './shell-hindi';

// The shell's Hindi chunk stalls (a weak link).
const stalled = new Promise<never>(() => undefined);
vi.mock('../document/messages.hi', () => stalled);
vi.mock('../document/titles/messages.hi', () => stalled);
vi.mock('../document/descriptions/messages.hi', () => stalled);
vi.mock('../status/shell-messages.hi', () => stalled);

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
afterEach(() => vi.useRealTimers());

it("the shell's Hindi, requested at start-up, starts the page load's one deadline", async () => {
  fetchShellHindi();
  await vi.advanceTimersByTimeAsync(HINDI_WAIT_MS / 2);
  let pageWaited = false;
  void waitForHindi(new Promise(() => undefined))?.then(() => (pageWaited = true));
  await vi.advanceTimersByTimeAsync(HINDI_WAIT_MS / 2);
  expect(pageWaited).toBe(true);
});
