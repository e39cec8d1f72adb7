import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as HindiWait from './hindi-wait';

let hindiWait: typeof HindiWait;

/** Texts on their way, which arrive when the test says so. */
function onTheirWay() {
  let arrive: () => void = () => undefined;
  const texts = new Promise<void>((resolve) => (arrive = resolve));
  return { texts, arrive };
}

/** Whether a wait is over, after the pending promise callbacks have run. */
async function isOver(wait: Promise<void> | null): Promise<boolean> {
  let over = wait === null;
  void wait?.then(() => (over = true));
  await vi.advanceTimersByTimeAsync(0);
  return over;
}

beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  vi.resetModules();
  hindiWait = await import('./hindi-wait');
});
afterEach(() => vi.useRealTimers());

describe('waitForHindi', () => {
  it('is over when the texts arrive', async () => {
    const shell = onTheirWay();
    const wait = hindiWait.waitForHindi(shell.texts);
    expect(await isOver(wait)).toBe(false);
    shell.arrive();
    expect(await isOver(wait)).toBe(true);
  });

  it('is over at the deadline when they stall', async () => {
    const wait = hindiWait.waitForHindi(onTheirWay().texts);
    await vi.advanceTimersByTimeAsync(hindiWait.HINDI_WAIT_MS - 1);
    expect(await isOver(wait)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await isOver(wait)).toBe(true);
  });

  it('gives one deadline to waits that overlap: stalls never add up', async () => {
    const shell = onTheirWay();
    hindiWait.waitForHindi(shell.texts);
    await vi.advanceTimersByTimeAsync(hindiWait.HINDI_WAIT_MS / 2);
    const page = hindiWait.waitForHindi(onTheirWay().texts);
    await vi.advanceTimersByTimeAsync(hindiWait.HINDI_WAIT_MS / 2);
    expect(await isOver(page)).toBe(true);
    // Past the deadline, with the shell's texts still on their way: no wait at all.
    expect(hindiWait.waitForHindi(onTheirWay().texts)).toBeNull();
  });

  it('starts a new deadline once nothing is on its way any more', async () => {
    const first = onTheirWay();
    hindiWait.waitForHindi(first.texts);
    await vi.advanceTimersByTimeAsync(hindiWait.HINDI_WAIT_MS);
    first.arrive();
    await vi.advanceTimersByTimeAsync(0);
    const later = hindiWait.waitForHindi(onTheirWay().texts);
    expect(later).not.toBeNull();
    expect(await isOver(later)).toBe(false);
    await vi.advanceTimersByTimeAsync(hindiWait.HINDI_WAIT_MS);
    expect(await isOver(later)).toBe(true);
  });

  it('counts texts that could not be fetched as arrived', async () => {
    const wait = hindiWait.waitForHindi(Promise.reject(new TypeError('Failed to fetch')));
    expect(await isOver(wait)).toBe(true);
  });
});
