import { SETTINGS_ROUTE as settings } from '@qr/platform/federation/settings-route.fixture';
import { describe, expect, it, vi } from 'vitest';
import { freshModulesPerTest } from '../test-utils';
import { MANIFEST_WAIT_MS } from './early-start';

const federation = vi.hoisted(() => ({
  registerRemoteEntries: vi.fn(),
  preloadRoutePage: vi.fn(() => Promise.resolve()),
}));
vi.mock('../federation/remotes', () => federation);

const CONFIG = {
  apiBaseUrl: 'http://localhost:4000',
  remotes: {
    mfe_public: 'http://localhost:5001/mf-manifest.json',
    mfe_owner: 'http://localhost:5002/mf-manifest.json',
    mfe_admin: 'http://localhost:5003/mf-manifest.json',
  },
};

async function start(pathname: string, body: unknown = CONFIG) {
  const fetchMock = vi.fn(async () => Response.json(body));
  vi.stubGlobal('fetch', fetchMock);
  const { startEarly, runtimeConfigResponse } = await import('./early-start');
  startEarly(pathname);
  const response = await runtimeConfigResponse();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { fetchMock, response };
}

/** startEarly on the scanner's page, whose files are requested when the test calls pageRequested(). */
async function startOnScannerPage() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(CONFIG)),
  );
  let pageRequested = () => {};
  federation.preloadRoutePage.mockImplementationOnce(() => new Promise<void>((resolve) => (pageRequested = resolve)));
  const { startEarly } = await import('./early-start');
  let open = false;
  const started = startEarly('/QRUSED0001').then(() => {
    open = true;
  });
  return { startEarly, pageRequested: () => pageRequested(), started, isOpen: () => open };
}

freshModulesPerTest();

describe('startEarly', () => {
  it('fetches runtime-config.json once and hands the bootstrap a readable copy', async () => {
    const { fetchMock, response } = await start('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json');
    expect(await response.json()).toEqual(CONFIG);
  });

  it("registers the remotes and preloads a public route's page with its params", async () => {
    await start('/QRUSED0001');
    expect(federation.registerRemoteEntries).toHaveBeenCalledWith(CONFIG.remotes, {
      mfe_public: { arm: 'stable' },
      mfe_owner: { arm: 'stable' },
      mfe_admin: { arm: 'stable' },
    });
    expect(federation.preloadRoutePage).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mfe_public', expose: 'StickerPage' }),
      { uid: 'QRUSED0001' },
      'http://localhost:4000',
    );
  });

  it("registers a canary at the canary's URL for a visitor inside its share, and ignores a malformed one", async () => {
    const canary = { url: 'https://cdn.example.in/mfe-public/2.1.0/mf-manifest.json', version: '2.1.0', share: 100 };
    await start('/QRUSED0001', { ...CONFIG, canaries: { mfe_public: canary } });
    expect(federation.registerRemoteEntries).toHaveBeenLastCalledWith(
      { ...CONFIG.remotes, mfe_public: canary.url },
      expect.objectContaining({ mfe_public: { arm: 'canary', version: '2.1.0' } }),
    );
    // The scanner's page is preloaded from the release this visitor registered (the canary).
    expect(federation.preloadRoutePage).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mfe_public' }),
      { uid: 'QRUSED0001' },
      'http://localhost:4000',
    );
    await start('/QRUSED0001', { ...CONFIG, canaries: { mfe_public: { ...canary, url: 'javascript:alert(1)' } } });
    expect(federation.registerRemoteEntries).toHaveBeenLastCalledWith(
      CONFIG.remotes,
      expect.objectContaining({ mfe_public: { arm: 'stable' } }),
    );
    localStorage.clear();
  });

  it('preloads nothing for owner and admin pages, which wait for the guards', async () => {
    await start('/admin/queries');
    await start('/vehicle-info');
    expect(federation.registerRemoteEntries).toHaveBeenCalledTimes(2);
    expect(federation.preloadRoutePage).not.toHaveBeenCalled();
  });

  it('leaves a malformed config to the bootstrap, which shows the error page', async () => {
    await start('/', { remotes: 'nope' });
    await start('/', { apiBaseUrl: 'http://localhost:4000', remotes: { mfe_public: 42 } });
    expect(federation.registerRemoteEntries).not.toHaveBeenCalled();
    const fetchMock = vi.fn(async () => new Response('{', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { startEarly, runtimeConfigResponse } = await import('./early-start');
    startEarly('/');
    await expect((await runtimeConfigResponse()).text()).resolves.toBe('{');
  });

  it('registers and preloads nothing when a URL is not https (or http on localhost)', async () => {
    await start('/QRUSED0001', { ...CONFIG, remotes: { ...CONFIG.remotes, mfe_public: 'javascript:alert(1)' } });
    await start('/QRUSED0001', { ...CONFIG, apiBaseUrl: 'http://api.example.in' });
    expect(federation.registerRemoteEntries).not.toHaveBeenCalled();
    expect(federation.preloadRoutePage).not.toHaveBeenCalled();
  });

  it("opens the bootstrap once the page's files are requested, or after MANIFEST_WAIT_MS at the latest", async () => {
    const { startEarly, pageRequested, started, isOpen } = await startOnScannerPage();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(isOpen()).toBe(false);
    pageRequested();
    await started;
    expect(isOpen()).toBe(true);

    vi.useFakeTimers();
    federation.preloadRoutePage.mockImplementationOnce(() => new Promise<void>(() => {}));
    let late = false;
    const waiting = startEarly('/QRUSED0001').then(() => {
      late = true;
    });
    await vi.advanceTimersByTimeAsync(MANIFEST_WAIT_MS - 1);
    expect(late).toBe(false);
    // The wait's end, then the task the bootstrap opens in.
    await vi.advanceTimersByTimeAsync(1);
    await vi.runAllTimersAsync();
    await waiting;
    expect(late).toBe(true);
    vi.useRealTimers();
  });

  it("opens the bootstrap in a task after the page's files are requested, not in the task that requested them", async () => {
    const { pageRequested, started, isOpen } = await startOnScannerPage();
    await vi.waitFor(() => expect(federation.preloadRoutePage).toHaveBeenCalled());
    pageRequested();
    // Every promise reaction of the requesting task runs before its end.
    for (let microtask = 0; microtask < 50; microtask++) await Promise.resolve();
    expect(isOpen()).toBe(false);
    await started;
    expect(isOpen()).toBe(true);
  });

  describe('pages declared by the remotes (runtime-config.json routes)', () => {
    const offers = {
      path: '/p/offers/:code',
      remote: 'mfe_public',
      expose: 'OffersPage',
      access: 'public',
      title: 'O',
    };

    it("preloads a declared public page with its params, as a fixed route's", async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await start('/p/offers/DIWALI', { ...CONFIG, routes: [offers, settings, { ...offers, path: '/offers' }] });
      await vi.waitFor(() => expect(federation.preloadRoutePage).toHaveBeenCalled());
      expect(federation.preloadRoutePage).toHaveBeenCalledWith(
        expect.objectContaining({ remote: 'mfe_public', expose: 'OffersPage' }),
        { code: 'DIWALI' },
        'http://localhost:4000',
      );
      const { siteRoutes } = await import('../routing/site-routes');
      expect(siteRoutes().map((route) => route.path)).toContain('/account/settings');
      expect(siteRoutes().map((route) => route.path)).not.toContain('/offers');
      expect(console.error).toHaveBeenCalledTimes(1);
    });

    it('preloads nothing for a declared page outside the claims, nor for a declared owner page', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      await start('/p/offers/DIWALI', { ...CONFIG, routes: [{ ...offers, remote: 'mfe_owner', access: 'owner' }] });
      await start('/account/settings', { ...CONFIG, routes: [settings] });
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(federation.preloadRoutePage).not.toHaveBeenCalled();
    });

    it("still preloads the scanner's page when routes are declared (nothing waits for them there)", async () => {
      await start('/QRUSED0001', { ...CONFIG, routes: [offers] });
      expect(federation.preloadRoutePage).toHaveBeenCalledWith(
        expect.objectContaining({ expose: 'StickerPage' }),
        { uid: 'QRUSED0001' },
        'http://localhost:4000',
      );
    });
  });
});
