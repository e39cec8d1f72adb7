import { describe, expect, it, vi } from 'vitest';
import { freshModulesPerTest } from '../test-utils';

const runtime = vi.hoisted(() => ({
  registerRemotes: vi.fn(),
  registerPlugins: vi.fn(),
  loadRemote: vi.fn(),
  preloadRemote: vi.fn(),
}));
vi.mock('@module-federation/enhanced/runtime', async (original) => ({
  ...(await original<typeof import('@module-federation/enhanced/runtime')>()),
  ...runtime,
}));

const preview = vi.hoisted(() => ({ activePreview: vi.fn(() => null as { remote: string } | null) }));
vi.mock('../preview/preview-request', () => preview);

const STARTED_WITH = {
  mfe_public: 'http://localhost:5001/mf-manifest.json',
  mfe_owner: 'https://cdn.example.in/mfe-owner/2.0.0/mf-manifest.json',
  mfe_admin: 'http://localhost:5003/mf-manifest.json',
};
const ROLLED_BACK = 'https://cdn.example.in/mfe-owner/1.9.0/mf-manifest.json';

const liveConfig = (mfeOwner: string) => ({
  apiBaseUrl: 'https://api.example.in',
  turnstile: { siteKey: 'k', productionHost: 'example.in', productionSiteKey: 'p' },
  remotes: { ...STARTED_WITH, mfe_owner: mfeOwner },
});

async function startedTab() {
  const remotes = await import('./remotes');
  remotes.registerRemoteEntries(STARTED_WITH);
  runtime.registerRemotes.mockClear();
  const { followLiveSite } = await import('./follow-live-site');
  return { ...remotes, followLiveSite };
}

freshModulesPerTest();

describe('followLiveSite (Try Again)', () => {
  it('reads runtime-config.json past the cache and registers a remote that moved at its new URL', async () => {
    const fetchMock = vi.fn(async () => Response.json(liveConfig(ROLLED_BACK)));
    vi.stubGlobal('fetch', fetchMock);
    const tab = await startedTab();
    await tab.followLiveSite('mfe_owner');
    expect(fetchMock).toHaveBeenCalledWith('/runtime-config.json', { cache: 'no-store' });
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'mfe_owner', entry: ROLLED_BACK }], {
      force: true,
    });
    // Remembered: the next automatic retry fetches the new URL too.
    expect(tab.registeredRemoteUrl('mfe_owner')).toBe(ROLLED_BACK);
    tab.resetRemote('mfe_owner');
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mfe_owner', entry: ROLLED_BACK }], {
      force: true,
    });
  });

  it('loads the remote again from where it was when the live site did not move it', async () => {
    vi.stubGlobal('fetch', async () => Response.json(liveConfig(STARTED_WITH.mfe_owner)));
    const tab = await startedTab();
    await tab.followLiveSite('mfe_owner');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith(
      [{ name: 'mfe_owner', entry: STARTED_WITH.mfe_owner }],
      { force: true },
    );
  });

  it.each([
    ['offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['an invalid config', async () => Response.json(liveConfig('javascript:alert(1)'))],
    ['an error answer', async () => new Response('oops', { status: 502 })],
  ])('keeps the URL it had when the live config cannot be used (%s)', async (_, answer) => {
    vi.stubGlobal('fetch', answer);
    const tab = await startedTab();
    await tab.followLiveSite('mfe_owner');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith(
      [{ name: 'mfe_owner', entry: STARTED_WITH.mfe_owner }],
      { force: true },
    );
    expect(tab.registeredRemoteUrl('mfe_owner')).toBe(STARTED_WITH.mfe_owner);
  });

  it('keeps a previewed remote at the release under preview', async () => {
    vi.stubGlobal('fetch', async () => Response.json(liveConfig(ROLLED_BACK)));
    preview.activePreview.mockReturnValue({ remote: 'mfe_owner' });
    const tab = await startedTab();
    await tab.followLiveSite('mfe_owner');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith(
      [{ name: 'mfe_owner', entry: STARTED_WITH.mfe_owner }],
      { force: true },
    );
    preview.activePreview.mockReturnValue(null);
  });
});
