import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshModulesPerTest } from '../test-utils';
import { federationRuntime as runtime } from './federation-runtime.mock';

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

describe('followLiveSite with canaries (the same visitor, the live assignment)', () => {
  const STABLE = 'https://cdn.example.in/mfe-owner/1.3.0/mf-manifest.json';
  const CANARY = { url: 'https://cdn.example.in/mfe-owner/1.4.0/mf-manifest.json', version: '1.4.0', share: 10 };
  const CHUNKS = 'rspackChunkmfe_owner';
  const withCanary = (canary?: object) => ({
    ...liveConfig(STABLE),
    ...(canary ? { canaries: { mfe_owner: canary } } : {}),
  });

  /** A tab of a visitor inside mfe-owner 1.4.0's 10% that started on the canary and loaded some of its chunks. */
  async function canaryTab() {
    const { canaryBucket } = await import('@qr/runtime/canary-bucket');
    const inside = Array.from({ length: 100 }, (_, index) => index.toString(16).padStart(32, '0')).find(
      (id) => canaryBucket(id, 'mfe-owner', '1.4.0') < 10,
    ) as string;
    localStorage.setItem('qr-visitor', inside);
    const { withCanaries } = await import('./canary');
    const { servedRelease } = await import('./served-releases');
    const remotes = await import('./remotes');
    const assigned = withCanaries({ ...STARTED_WITH, mfe_owner: STABLE }, { mfe_owner: CANARY });
    remotes.registerRemoteEntries(assigned.remotes, assigned.arms);
    expect(servedRelease('mfe_owner')).toMatchObject({ arm: 'canary', url: CANARY.url });
    runtime.registerRemotes.mockClear();
    (globalThis as Record<string, unknown>)[CHUNKS] = [[[1088], {}]];
    const { followLiveSite } = await import('./follow-live-site');
    return { ...remotes, servedRelease, followLiveSite };
  }

  afterEach(() => {
    localStorage.clear();
    delete (globalThis as Record<string, unknown>)[CHUNKS];
  });

  it.each([
    ['ended (promoted or rolled back: no canary)', undefined],
    ['paused (share 0)', { ...CANARY, share: 0 }],
  ])('registers the stable release once the canary is %s, with fresh chunks', async (_, canary) => {
    vi.stubGlobal('fetch', async () => Response.json(withCanary(canary)));
    const tab = await canaryTab();
    await tab.followLiveSite('mfe_owner');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'mfe_owner', entry: STABLE }], {
      force: true,
    });
    expect(tab.registeredRemoteUrl('mfe_owner')).toBe(STABLE);
    expect(tab.servedRelease('mfe_owner')).toEqual({ app: 'mfe-owner', version: '1.3.0', arm: 'stable', url: STABLE });
    // The stable release's runtime must not take the canary's chunks as its own.
    expect(CHUNKS in globalThis).toBe(false);
  });

  it('keeps a canary visitor on the canary while the same canary is live', async () => {
    vi.stubGlobal('fetch', async () => Response.json(withCanary({ ...CANARY, share: 25 })));
    const tab = await canaryTab();
    await tab.followLiveSite('mfe_owner');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'mfe_owner', entry: CANARY.url }], {
      force: true,
    });
    expect(tab.servedRelease('mfe_owner')).toEqual({
      app: 'mfe-owner',
      version: '1.4.0',
      arm: 'canary',
      url: CANARY.url,
    });
    // Same release, same chunks.
    expect((globalThis as Record<string, unknown>)[CHUNKS]).toEqual([[[1088], {}]]);
  });

  it('keeps the arm it had when the live config cannot be used', async () => {
    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502 }));
    const tab = await canaryTab();
    await tab.followLiveSite('mfe_owner');
    expect(runtime.registerRemotes).toHaveBeenCalledExactlyOnceWith([{ name: 'mfe_owner', entry: CANARY.url }], {
      force: true,
    });
    expect(tab.servedRelease('mfe_owner')?.arm).toBe('canary');
  });
});
