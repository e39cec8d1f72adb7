import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteReachable } from './site-reachable';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('siteReachable', () => {
  it('is true when the site answers runtime-config.json, whatever the status', async () => {
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(siteReachable()).resolves.toBe(true);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', expect.objectContaining({ cache: 'no-store' }));
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    await expect(siteReachable()).resolves.toBe(true);
  });

  it('is false when the request fails, times out, or the browser says it is offline', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(siteReachable()).resolves.toBe(false);

    vi.stubGlobal(
      'fetch',
      (_: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
    );
    await expect(siteReachable(10)).resolves.toBe(false);

    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(siteReachable()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
