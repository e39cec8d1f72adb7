import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const federation = vi.hoisted(() => ({ registerRemoteEntries: vi.fn(), preloadRoutePage: vi.fn() }));
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

beforeEach(() => vi.resetModules());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('startEarly', () => {
  it('fetches runtime-config.json once and hands the bootstrap a readable copy', async () => {
    const { fetchMock, response } = await start('/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json');
    expect(await response.json()).toEqual(CONFIG);
  });

  it("registers the remotes and preloads a public route's page with its params", async () => {
    await start('/QRUSED0001');
    expect(federation.registerRemoteEntries).toHaveBeenCalledWith(CONFIG.remotes);
    expect(federation.preloadRoutePage).toHaveBeenCalledWith(
      expect.objectContaining({ remote: 'mfe_public', expose: 'StickerPage' }),
      { uid: 'QRUSED0001' },
      'http://localhost:4000',
    );
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
});
