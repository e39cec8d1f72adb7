import { SETTINGS_ROUTE as settings } from 'shared-ui/federation/settings-route.fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePreview, releaseRoutes, takePreview } from './preview';
import { OWNER_PREVIEW } from './preview.fixture';
import { PREVIEW_KEY } from './preview-request';

const CDN = 'https://cdn.example.in/releases';

/** A tab at `address`, with its own session storage and history. */
function tab(address: string) {
  const location = new URL(address);
  const history = {
    state: { idx: 0 },
    replaceState: vi.fn((_state: unknown, _unused: string, url: string) => {
      const next = new URL(url, location);
      location.search = next.search;
      location.hash = next.hash;
    }),
  };
  return { location, history, storage: sessionStorage, env: { location, history, storage: sessionStorage } as never };
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('parsePreview', () => {
  it('takes one of the three remotes at a release version', () => {
    expect(parsePreview('mfe-owner@1.2.0')).toEqual({ app: 'mfe-owner', version: '1.2.0', remote: 'mfe_owner' });
    expect(parsePreview('mfe-public@2.0.0-rc.1')).toEqual({
      app: 'mfe-public',
      version: '2.0.0-rc.1',
      remote: 'mfe_public',
    });
    expect(parsePreview('mfe-admin@10.20.30')).toMatchObject({ remote: 'mfe_admin' });
  });

  it.each([
    ['evil@1.0.0', '"evil" is not one of mfe-public, mfe-owner, mfe-admin'],
    ['mfe_owner@1.0.0', '"mfe_owner" is not one of mfe-public, mfe-owner, mfe-admin'],
    ['constructor@1.0.0', '"constructor" is not one of mfe-public, mfe-owner, mfe-admin'],
    ['mfe-owner', 'not <app>@<version>'],
    ['mfe-owner@../../evil', '"../../evil" is not a release version'],
    ['mfe-owner@1.2', '"1.2" is not a release version'],
    ['mfe-owner@1.2.0/../../x', '"1.2.0/../../x" is not a release version'],
    ['mfe-owner@1.2.0@evil.example', '"1.2.0@evil.example" is not a release version'],
    ['mfe-owner@1.2.0+build', '"1.2.0+build" is not a release version'],
    ['mfe-owner@1.2.0-rc/x', '"1.2.0-rc/x" is not a release version'],
  ])('refuses %j', (value, problem) => {
    expect(parsePreview(value)).toBe(problem);
  });
});

describe('takePreview', () => {
  it("builds the remote's URL from the configured CDN alone, remembers it for the tab and cleans the address", () => {
    const { location, history, env } = tab('https://qrcontact.in/admin?preview=mfe-owner@1.2.0&x=1#top');
    expect(takePreview(`${CDN}/`, env)).toEqual({
      app: 'mfe-owner',
      version: '1.2.0',
      remote: 'mfe_owner',
      url: 'https://cdn.example.in/releases/mfe-owner/1.2.0/mf-manifest.json',
    });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/admin?x=1#top');
    expect(location.href).toBe('https://qrcontact.in/admin?x=1#top');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBe('mfe-owner@1.2.0');
  });

  it('applies the stored preview on every load of the tab, until ?preview=off', () => {
    takePreview(CDN, tab('https://qrcontact.in/?preview=mfe-public@1.0.0').env);
    const later = tab('https://qrcontact.in/QRUSED0001');
    expect(takePreview(CDN, later.env)).toMatchObject({ remote: 'mfe_public', version: '1.0.0' });
    expect(later.history.replaceState).not.toHaveBeenCalled();

    const off = tab('https://qrcontact.in/terms?preview=off');
    expect(takePreview(CDN, off.env)).toBeNull();
    expect(off.location.href).toBe('https://qrcontact.in/terms');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('ignores an invalid parameter with a warning, and keeps a preview the tab already has', () => {
    const { location, env } = tab('https://qrcontact.in/admin?preview=mfe-owner@../../evil');
    expect(takePreview(CDN, env)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      '[preview] ?preview=mfe-owner@../../evil is ignored: "../../evil" is not a release version',
    );
    expect(location.href).toBe('https://qrcontact.in/admin');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();

    sessionStorage.setItem(PREVIEW_KEY, 'mfe-owner@1.2.0');
    expect(takePreview(CDN, tab('https://qrcontact.in/admin?preview=evil@1.0.0').env)).toMatchObject({
      version: '1.2.0',
    });
    expect(console.warn).toHaveBeenLastCalledWith(
      '[preview] ?preview=evil@1.0.0 is ignored: "evil" is not one of mfe-public, mfe-owner, mfe-admin',
    );
  });

  it('previews nothing without a usable releasesCdn in runtime-config.json', () => {
    for (const releasesCdn of [undefined, 'http://cdn.example.in', 'javascript:alert(1)//', 42]) {
      expect(takePreview(releasesCdn, tab('https://qrcontact.in/?preview=mfe-owner@1.2.0').env)).toBeNull();
    }
    expect(console.warn).toHaveBeenCalledWith(
      '[preview] runtime-config.json has no usable releasesCdn: the live site is shown',
    );
  });

  it('re-checks what the storage holds', () => {
    sessionStorage.setItem(PREVIEW_KEY, 'mfe-owner@1.2.0/../../../evil');
    expect(takePreview(CDN, tab('https://qrcontact.in/admin').env)).toBeNull();
  });
});

describe('releaseRoutes', () => {
  const preview = OWNER_PREVIEW;
  const live = [
    { path: '/p/offers', remote: 'mfe_public', expose: 'OffersPage', access: 'public', title: 'Offers' },
    { path: '/account/old', remote: 'mfe_owner', expose: 'OldPage', access: 'owner', title: 'Old' },
  ];

  it("replaces the previewed remote's live routes with the release's own", async () => {
    const fetchMock = vi.fn(async () => Response.json({ metaData: { routes: [settings] } }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await releaseRoutes(preview, live)).toEqual([live[0], settings]);
    expect(fetchMock).toHaveBeenCalledWith(preview.url);
    vi.unstubAllGlobals();
  });

  it("keeps the other remotes' routes when the release declares none or cannot be read", async () => {
    vi.stubGlobal('fetch', async () => Response.json({ metaData: {} }));
    expect(await releaseRoutes(preview, live)).toEqual([live[0]]);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(await releaseRoutes(preview, undefined)).toEqual([]);
    vi.unstubAllGlobals();
  });
});
