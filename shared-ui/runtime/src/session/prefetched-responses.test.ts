import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetch, takePrefetched } from './prefetched-responses';

afterEach(() => vi.unstubAllGlobals());

describe('prefetched responses', () => {
  it('hands a started read to the page once', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ isUsed: true })),
    );
    prefetch('http://api/uid-status/A');
    const first = takePrefetched('http://api/uid-status/A');
    expect(await (await first)?.json()).toEqual({ isUsed: true });
    expect(takePrefetched('http://api/uid-status/A')).toBeUndefined();
  });

  it("aborts the started read when the page's client gives up on it (its timeout)", async () => {
    let signal: AbortSignal | undefined;
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      signal = init.signal ?? undefined;
      return new Promise(() => undefined);
    });
    prefetch('http://api/uid-status/C');
    const client = new AbortController();
    takePrefetched('http://api/uid-status/C', client.signal);
    expect(signal?.aborted).toBe(false);
    client.abort();
    expect(signal?.aborted).toBe(true);
  });

  it('a read that fails before the page takes it is no unhandled rejection, and still rejects for the page', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    try {
      // A plain function: a vi.fn() would attach its own handlers to the promise it returns.
      vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
      prefetch('http://api/uid-status/B');
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unhandled).not.toHaveBeenCalled();
      await expect(takePrefetched('http://api/uid-status/B')).rejects.toThrow('Failed to fetch');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
