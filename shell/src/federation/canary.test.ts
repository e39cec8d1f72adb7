import { createHash } from 'node:crypto';
import { canaryBucket, inCanary } from '@qr/runtime/canary-bucket';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PREVIEW_CONFIG, signedPreview } from '../preview/preview.fixture';
import { PREVIEW_KEY } from '../preview/preview-request';
import { freshModulesPerTest } from '../test-utils';
import { federationRuntime as runtime } from './federation-runtime.mock';

const CDN = 'https://cdn.example.in/releases';
const release = (app: string, version: string) => `${CDN}/${app}/${version}/mf-manifest.json`;
const STABLE = {
  mfe_public: release('mfe-public', '2.0.0'),
  mfe_owner: release('mfe-owner', '1.3.0'),
  mfe_admin: release('mfe-admin', '1.0.0'),
};
const CANARY = { url: release('mfe-owner', '1.4.0'), version: '1.4.0', share: 10 };

/** 2,000 fixed visitor ids (hex, as visitorId makes them): the same in every run, so no count can flake. */
const VISITORS = Array.from({ length: 2000 }, (_, index) =>
  createHash('sha256').update(`visitor ${index}`).digest('hex').slice(0, 32),
);
const ownerBucket = (id: string) => canaryBucket(id, 'mfe-owner', CANARY.version);
/** A visitor inside the 10% canary of mfe-owner 1.4.0, and one outside even at 50%. */
const INSIDE = VISITORS.find((id) => ownerBucket(id) < 10) as string;
const OUTSIDE = VISITORS.find((id) => ownerBucket(id) >= 50) as string;

/** A new tab (fresh modules) of a browser whose visitor id is `id`. */
async function tabOf(id: string) {
  localStorage.setItem('qr-visitor', id);
  return import('./canary');
}

freshModulesPerTest();
afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('visitorId', () => {
  it('is 128 random bits in hex, created once and kept in localStorage', async () => {
    const { visitorId, VISITOR_KEY } = await import('./canary');
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(localStorage.getItem(VISITOR_KEY)).toBe(id);
    expect(visitorId()).toBe(id);
  });

  it('is the same for a new tab reading the same storage', async () => {
    const first = (await import('./canary')).visitorId();
    vi.resetModules();
    const random = vi.spyOn(crypto, 'getRandomValues');
    const { visitorId } = await import('./canary');
    expect(visitorId()).toBe(first);
    random.mockClear();
    expect(visitorId()).toBe(first);
    expect(random).not.toHaveBeenCalled();
  });

  it('gives two browsers different ids', async () => {
    const first = (await import('./canary')).visitorId();
    localStorage.clear();
    vi.resetModules();
    expect((await import('./canary')).visitorId()).not.toBe(first);
  });

  it('keeps one id for the tab when storage throws (a sandboxed frame, a private mode)', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const { visitorId } = await import('./canary');
    const id = visitorId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(visitorId()).toBe(id);
  });
});

describe('the canary bucket (shared-ui canary-bucket.ts)', () => {
  it('is monotone: a visitor inside at 10% stays inside at 25% and 50%', () => {
    const inside = (share: number) => VISITORS.filter((id) => inCanary(id, 'mfe-owner', '1.4.0', share));
    const at10 = inside(10);
    const at25 = new Set(inside(25));
    const at50 = new Set(inside(50));
    expect(at10.length).toBeGreaterThan(0);
    expect(at10.every((id) => at25.has(id))).toBe(true);
    expect([...at25].every((id) => at50.has(id))).toBe(true);
  });

  it('takes nobody at 0% and everybody at 100%', () => {
    expect(VISITORS.filter((id) => inCanary(id, 'mfe-owner', '1.4.0', 0))).toHaveLength(0);
    expect(VISITORS.filter((id) => inCanary(id, 'mfe-owner', '1.4.0', 100))).toHaveLength(VISITORS.length);
  });

  it.each([
    ['mfe-owner', '1.4.0'],
    ['mfe-public', '2.0.0'],
    ['mfe-admin', '1.0.1'],
  ])('takes about share%% of 2,000 visitors into a rollout of %s %s', (app, version) => {
    for (const share of [10, 25, 50, 90]) {
      const inside = VISITORS.filter((id) => inCanary(id, app, version, share)).length;
      // Within 2 points of the share (the fixed ids make the count the same in every run).
      expect(Math.abs(inside - (share / 100) * VISITORS.length), `${share}%`).toBeLessThanOrEqual(40);
    }
  });
});

describe('withCanaries', () => {
  it('gives a visitor inside the share the canary, with its version, and the others their stable releases', async () => {
    const { withCanaries } = await tabOf(INSIDE);
    expect(withCanaries(STABLE, { mfe_owner: CANARY })).toEqual({
      remotes: { ...STABLE, mfe_owner: CANARY.url },
      arms: {
        mfe_public: { arm: 'stable' },
        mfe_owner: { arm: 'canary', version: '1.4.0' },
        mfe_admin: { arm: 'stable' },
      },
    });
  });

  it('gives a visitor outside the share the stable release', async () => {
    const { withCanaries } = await tabOf(OUTSIDE);
    expect(withCanaries(STABLE, { mfe_owner: CANARY })).toEqual({
      remotes: STABLE,
      arms: { mfe_public: { arm: 'stable' }, mfe_owner: { arm: 'stable' }, mfe_admin: { arm: 'stable' } },
    });
  });

  it('keeps a visitor on the same side on every load, and inside as the share grows', async () => {
    for (const share of [10, 25, 50]) {
      vi.resetModules();
      const { withCanaries } = await tabOf(INSIDE);
      expect(withCanaries(STABLE, { mfe_owner: { ...CANARY, share } }).remotes.mfe_owner).toBe(CANARY.url);
    }
  });

  it('takes nobody at share 0 and everybody at 100', async () => {
    const inside = await tabOf(INSIDE);
    expect(inside.withCanaries(STABLE, { mfe_owner: { ...CANARY, share: 0 } }).remotes.mfe_owner).toBe(
      STABLE.mfe_owner,
    );
    vi.resetModules();
    const outside = await tabOf(OUTSIDE);
    expect(outside.withCanaries(STABLE, { mfe_owner: { ...CANARY, share: 100 } }).remotes.mfe_owner).toBe(CANARY.url);
  });

  it('creates no visitor id while no canary is live', async () => {
    const { withCanaries, VISITOR_KEY } = await import('./canary');
    expect(withCanaries(STABLE, undefined).remotes).toEqual(STABLE);
    expect(withCanaries(STABLE, {}).remotes).toEqual(STABLE);
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();
  });

  // Each would put this visitor in the canary if it were taken (a share of 100, or one above their bucket).
  const EVERYBODY = { ...CANARY, share: 100 };
  it.each([
    ['no url', { version: '1.4.0', share: 100 }],
    ['a url that is not https', { ...EVERYBODY, url: 'http://cdn.example.in/mfe-owner/1.4.0/mf-manifest.json' }],
    ['a script url', { ...EVERYBODY, url: 'javascript:alert(1)' }],
    ['no version', { url: CANARY.url, share: 100 }],
    ['a version that is not a release', { ...EVERYBODY, version: '../1.4.0' }],
    ['a share above 100', { ...CANARY, share: 150 }],
    ['a negative share', { ...CANARY, share: -1 }],
    ['a fractional share', { ...CANARY, share: 99.5 }],
    ['a share in a string', { ...CANARY, share: '100' }],
    ['not an object', CANARY.url],
    ['null', null],
  ])('ignores a malformed canary (%s): the remote stays stable', async (_, canary) => {
    const { withCanaries } = await tabOf(INSIDE);
    expect(withCanaries(STABLE, { mfe_owner: canary })).toMatchObject({
      remotes: STABLE,
      arms: { mfe_owner: { arm: 'stable' } },
    });
  });

  it('ignores canaries of remotes the config does not name, and canaries that are not a record', async () => {
    const { withCanaries } = await tabOf(INSIDE);
    expect(withCanaries(STABLE, { mfe_extra: { ...CANARY, share: 100 } }).remotes).toEqual(STABLE);
    expect(withCanaries(STABLE, 'mfe_owner').remotes).toEqual(STABLE);
    expect(withCanaries(STABLE, null).remotes).toEqual(STABLE);
  });
});

describe('the remotes a tab registers', () => {
  /** Registers as the start-up code does: the canaries, then a tester's preview. */
  async function start(id: string, canaries: unknown) {
    const { withCanaries } = await tabOf(id);
    const { requestPreview, withPreview } = await import('../preview/preview-request');
    const remotes = await import('./remotes');
    requestPreview();
    const assigned = withCanaries(STABLE, canaries);
    remotes.registerRemoteEntries(
      await withPreview(assigned.remotes, { ...PREVIEW_CONFIG, releasesCdn: CDN }),
      assigned.arms,
    );
    return { ...remotes, ...(await import('./served-releases')), ...(await import('../security/script-policy')) };
  }
  const registered = () =>
    Object.fromEntries(
      runtime.registerRemotes.mock.calls[0]?.[0].map((r: { name: string; entry: string }) => [r.name, r.entry]) ?? [],
    );

  it("records each remote's release with its arm: the canary's version, the stable ones' from their URLs", async () => {
    const tab = await start(INSIDE, { mfe_owner: CANARY });
    expect(registered()).toEqual({ ...STABLE, mfe_owner: CANARY.url });
    expect(Object.fromEntries(tab.servedReleases())).toEqual({
      mfe_public: { app: 'mfe-public', version: '2.0.0', arm: 'stable', url: STABLE.mfe_public },
      mfe_owner: { app: 'mfe-owner', version: '1.4.0', arm: 'canary', url: CANARY.url },
      mfe_admin: { app: 'mfe-admin', version: '1.0.0', arm: 'stable', url: STABLE.mfe_admin },
    });
  });

  it('records a visitor outside the share as stable', async () => {
    const tab = await start(OUTSIDE, { mfe_owner: CANARY });
    expect(registered().mfe_owner).toBe(STABLE.mfe_owner);
    expect(tab.servedRelease('mfe_owner')).toEqual({
      app: 'mfe-owner',
      version: '1.3.0',
      arm: 'stable',
      url: STABLE.mfe_owner,
    });
  });

  it("lets a tester's preview win over the canary for its remote (arm: preview)", async () => {
    sessionStorage.setItem(PREVIEW_KEY, signedPreview('mfe-owner@1.5.0'));
    const tab = await start(INSIDE, { mfe_owner: CANARY });
    const previewed = release('mfe-owner', '1.5.0');
    expect(registered().mfe_owner).toBe(previewed);
    expect(tab.servedRelease('mfe_owner')).toEqual({
      app: 'mfe-owner',
      version: '1.5.0',
      arm: 'preview',
      url: previewed,
    });
    expect(tab.servedRelease('mfe_public')?.arm).toBe('stable');
  });

  it("admits the canary's scripts (Trusted Types): its folder, where its entry and chunks are", async () => {
    const tab = await start(INSIDE, {
      mfe_owner: { ...CANARY, url: 'https://canary.example.in/mfe-owner/1.4.0/mf-manifest.json' },
    });
    expect(tab.isAdmittedScript('https://canary.example.in/mfe-owner/1.4.0/remoteEntry.js')).toBe(true);
    expect(tab.isAdmittedScript('https://canary.example.in/mfe-owner/1.4.0/1088.0ce5f0e1.js')).toBe(true);
    expect(tab.isAdmittedScript('https://canary.example.in/mfe-owner/1.3.9/remoteEntry.js')).toBe(false);
    expect(tab.isAdmittedScript('https://canary.example.in/evil.js')).toBe(false);
  });

  it("refuses a canary's manifest that does not fit this shell before any of its code runs (the browser-side gate)", async () => {
    const tab = await start(INSIDE, { mfe_owner: CANARY });
    const { compatibilityPlugin, doesNotFit } = await import('./compatibility-plugin');
    // The gate is registered with the remotes, so it reads every manifest the tab loads, the canary's too.
    expect(runtime.registerPlugins).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ name: 'compatibility-plugin' })]),
    );
    expect(tab.registeredRemoteUrl('mfe_owner')).toBe(CANARY.url);
    const gate = compatibilityPlugin();
    const shellShares = { react: [{ version: '19.3.1', shareConfig: { singleton: true } }] };
    const read = (react: string) => ({
      moduleInfo: { name: 'mfe_owner', entry: CANARY.url },
      manifestJson: {
        metaData: { name: 'mfe_owner' },
        shared: [{ name: 'react', requiredVersion: react, singleton: true }],
        exposes: [{ name: 'OwnerHomePage' }],
      },
      origin: { options: { shared: shellShares } },
    });
    const afterLoadManifest = gate.afterLoadManifest as (args: unknown) => unknown;
    expect(() => afterLoadManifest(read('^20.0.0'))).toThrow('mfe_owner does not fit this site');
    expect(doesNotFit('mfe_owner', 'OwnerHomePage')).toBe(true);
    // The same gate lets a canary that fits through.
    expect(afterLoadManifest(read('^19.2.0'))).toBeTruthy();
    expect(doesNotFit('mfe_owner', 'OwnerHomePage')).toBe(false);
  });
});
