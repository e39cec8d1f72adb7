import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const REMOTES = {
  mfe_public: 'https://cdn.example.in/mfe-public/1.0.0/mf-manifest.json',
  mfe_owner: 'https://cdn.example.in/mfe-owner/1.0.0/mf-manifest.json',
  mfe_admin: 'https://cdn.example.in/mfe-admin/1.0.0/mf-manifest.json',
};

beforeEach(() => {
  vi.resetModules();
  sessionStorage.clear();
});
afterEach(() => window.history.replaceState(null, '', '/'));

describe('withPreview', () => {
  it('leaves the remotes alone, and fetches no preview code, for a tab that asks for none', async () => {
    const { requestPreview, withPreview, activePreview } = await import('./preview-request');
    requestPreview();
    expect(await withPreview(REMOTES, 'https://cdn.example.in')).toBe(REMOTES);
    expect(activePreview()).toBeNull();
  });

  it("replaces the previewed remote's URL with its release on the releases CDN", async () => {
    window.history.replaceState(null, '', '/admin?preview=mfe-owner@1.2.0');
    const { requestPreview, withPreview, activePreview } = await import('./preview-request');
    requestPreview();
    expect(await withPreview(REMOTES, 'https://cdn.example.in/')).toEqual({
      ...REMOTES,
      mfe_owner: 'https://cdn.example.in/mfe-owner/1.2.0/mf-manifest.json',
    });
    expect(activePreview()).toMatchObject({ app: 'mfe-owner', version: '1.2.0' });
    expect(window.location.search).toBe('');
    // The bootstrap asks again (when the start-up code could not register): the same answer.
    expect((await withPreview(REMOTES, 'https://cdn.example.in/')).mfe_owner).toContain('/mfe-owner/1.2.0/');
  });

  it("serves a previewed release's own declared routes, and the config's to everyone else", async () => {
    const live = [{ path: '/account/old', remote: 'mfe_owner' }];
    const own = [{ path: '/account/settings', remote: 'mfe_owner' }];
    const { requestPreview, withPreviewRoutes } = await import('./preview-request');
    requestPreview();
    expect(await withPreviewRoutes(live)).toBe(live);

    vi.resetModules();
    window.history.replaceState(null, '', '/admin?preview=mfe-owner@1.2.0');
    const tab = await import('./preview-request');
    tab.requestPreview();
    await tab.withPreview(REMOTES, 'https://cdn.example.in/');
    vi.stubGlobal('fetch', async () => Response.json({ metaData: { routes: own } }));
    expect(await tab.withPreviewRoutes(live)).toEqual(own);
    vi.unstubAllGlobals();
  });
});
