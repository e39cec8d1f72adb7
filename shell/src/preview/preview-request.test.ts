import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_PREVIEW_KEY, PREVIEW_CONFIG, signedPreview } from './preview.fixture';

const REMOTES = {
  mfe_public: 'https://cdn.example.in/mfe-public/1.0.0/mf-manifest.json',
  mfe_owner: 'https://cdn.example.in/mfe-owner/1.0.0/mf-manifest.json',
  mfe_admin: 'https://cdn.example.in/mfe-admin/1.0.0/mf-manifest.json',
};
const CONFIG = { ...PREVIEW_CONFIG, releasesCdn: 'https://cdn.example.in/' };

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

/** A new load of the tab at `address`: the entry's preview state, afresh. */
async function load(address: string) {
  window.history.replaceState(null, '', address);
  const request = await import('./preview-request');
  request.requestPreview();
  return request;
}

describe('withPreview', () => {
  it('leaves the remotes alone, and fetches no preview code, for a tab that asks for none', async () => {
    const { withPreview, activePreview, previewAsked } = await load('/');
    expect(await withPreview(REMOTES, CONFIG)).toBe(REMOTES);
    expect(activePreview()).toBeNull();
    expect(previewAsked()).toBe(false);
  });

  it("replaces the previewed remote's URL with its release on the releases CDN, once its link verifies", async () => {
    const { withPreview, activePreview } = await load(`/admin?preview=${signedPreview('mfe-owner@1.2.0')}`);
    expect(await withPreview(REMOTES, CONFIG)).toEqual({
      ...REMOTES,
      mfe_owner: 'https://cdn.example.in/mfe-owner/1.2.0/mf-manifest.json',
    });
    expect(activePreview()).toMatchObject({ app: 'mfe-owner', version: '1.2.0' });
    expect(window.location.search).toBe('');
    // The bootstrap asks again (when the start-up code could not register): the same answer.
    expect((await withPreview(REMOTES, CONFIG)).mfe_owner).toContain('/mfe-owner/1.2.0/');
    expect((await import('./preview')).previewRefused()).toBe(false);
  });

  it.each([
    ['an unsigned link', () => 'mfe-owner@1.2.0', CONFIG],
    [
      'a link of a version that does not exist',
      () => signedPreview('mfe-owner@1.2.0').replace('@1.2.0.', '@9.9.9.'),
      CONFIG,
    ],
    ['a bad signature', () => signedPreview('mfe-owner@1.2.0', { key: OTHER_PREVIEW_KEY }), CONFIG],
    [
      'an expired link',
      () => signedPreview('mfe-owner@1.2.0', { expires: Math.floor(Date.now() / 1000) - 60 }),
      CONFIG,
    ],
    ["another environment's link", () => signedPreview('mfe-owner@1.2.0', { environment: 'staging' }), CONFIG],
    ['a malformed link', () => 'mfe-owner@../../evil', CONFIG],
    [
      'a link where the config has no previewKey',
      () => signedPreview('mfe-owner@1.2.0'),
      { releasesCdn: CONFIG.releasesCdn },
    ],
  ])('registers the live remotes for %s, and marks the link refused for the notice', async (_, link, config) => {
    const { withPreview, activePreview, previewAsked } = await load(`/admin?preview=${link()}`);
    expect(await withPreview(REMOTES, config)).toBe(REMOTES);
    expect(activePreview()).toBeNull();
    expect(previewAsked()).toBe(true);
    expect((await import('./preview')).previewRefused()).toBe(true);
    expect(window.location.search).toBe('');
    expect(sessionStorage.length).toBe(0);
  });
});

describe('withPreviewRoutes', () => {
  it("serves a previewed release's own declared routes, and the config's to everyone else", async () => {
    const live = [{ path: '/account/old', remote: 'mfe_owner' }];
    const own = [{ path: '/account/settings', remote: 'mfe_owner' }];
    const visitor = await load('/admin');
    expect(await visitor.withPreviewRoutes(live)).toBe(live);

    vi.resetModules();
    const tester = await load(`/admin?preview=${signedPreview('mfe-owner@1.2.0')}`);
    await tester.withPreview(REMOTES, CONFIG);
    vi.stubGlobal('fetch', async () => Response.json({ metaData: { routes: own } }));
    expect(await tester.withPreviewRoutes(live)).toEqual(own);
    vi.unstubAllGlobals();

    // A refused link: the config's routes.
    vi.resetModules();
    const refused = await load('/admin?preview=mfe-owner@1.2.0');
    await refused.withPreview(REMOTES, CONFIG);
    expect(await refused.withPreviewRoutes(live)).toBe(live);
  });
});
