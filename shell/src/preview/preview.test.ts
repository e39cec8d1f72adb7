import { SETTINGS_ROUTE as settings } from '@qr/platform/federation/settings-route.fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parsePreview, previewRefused, releaseRoutes, takePreview, verifyPreview } from './preview';
import { inAnHour, OTHER_PREVIEW_KEY, OWNER_PREVIEW, PREVIEW_CONFIG, signedPreview } from './preview.fixture';
import { PREVIEW_KEY } from './preview-request';

const CDN = PREVIEW_CONFIG.releasesCdn;
const SIGNATURE = 'A'.repeat(86);

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
  it('takes one of the three remotes at a release version, with its expiry and signature', () => {
    expect(parsePreview(`mfe-owner@1.2.0.1767225600.${SIGNATURE}`)).toEqual({
      app: 'mfe-owner',
      version: '1.2.0',
      remote: 'mfe_owner',
      expires: 1767225600,
      signature: SIGNATURE,
    });
    expect(parsePreview(`mfe-public@2.0.0-rc.1.1767225600.${SIGNATURE}`)).toMatchObject({
      app: 'mfe-public',
      version: '2.0.0-rc.1',
      remote: 'mfe_public',
    });
    expect(parsePreview(`mfe-admin@10.20.30.1.${SIGNATURE}`)).toMatchObject({ remote: 'mfe_admin', expires: 1 });
  });

  const unsigned = 'not a signed link (<app>@<version>.<expiry>.<signature>, as pnpm preview prints it)';
  it.each([
    ['mfe-owner@1.2.0', unsigned],
    [`mfe-owner@1.2.0.${SIGNATURE}`, '"1.2" is not a release version'],
    [`mfe-owner@1.2.0.1767225600.${SIGNATURE.slice(1)}`, unsigned],
    [`mfe-owner@1.2.0.1767225600.${SIGNATURE}=`, unsigned],
    [`evil@1.0.0.1.${SIGNATURE}`, '"evil" is not one of mfe-public, mfe-owner, mfe-admin'],
    [`mfe_owner@1.0.0.1.${SIGNATURE}`, '"mfe_owner" is not one of mfe-public, mfe-owner, mfe-admin'],
    [`constructor@1.0.0.1.${SIGNATURE}`, '"constructor" is not one of mfe-public, mfe-owner, mfe-admin'],
    [`mfe-owner.1.${SIGNATURE}`, 'not <app>@<version>'],
    [`mfe-owner@../../evil.1.${SIGNATURE}`, '"../../evil" is not a release version'],
    [`mfe-owner@1.2.1.${SIGNATURE}`, '"1.2" is not a release version'],
    [`mfe-owner@1.2.0/../../x.1.${SIGNATURE}`, '"1.2.0/../../x" is not a release version'],
    [`mfe-owner@1.2.0@evil.example.1.${SIGNATURE}`, '"1.2.0@evil.example" is not a release version'],
    [`mfe-owner@1.2.0+build.1.${SIGNATURE}`, '"1.2.0+build" is not a release version'],
  ])('refuses %j', (value, problem) => {
    expect(parsePreview(value)).toBe(problem);
  });
});

describe('verifyPreview', () => {
  it('accepts a link the environment signed, before it expires', async () => {
    expect(await verifyPreview(signedPreview('mfe-owner@1.2.0'), PREVIEW_CONFIG)).toEqual({
      app: 'mfe-owner',
      version: '1.2.0',
      remote: 'mfe_owner',
    });
    expect(await verifyPreview(signedPreview('mfe-public@2.0.0-rc.1'), PREVIEW_CONFIG)).toMatchObject({
      version: '2.0.0-rc.1',
    });
  });

  it.each([
    ['signed with another key', () => signedPreview('mfe-owner@1.2.0', { key: OTHER_PREVIEW_KEY })],
    ["signed for another environment's site", () => signedPreview('mfe-owner@1.2.0', { environment: 'staging' })],
    ['whose version was changed', () => signedPreview('mfe-owner@1.2.0').replace('@1.2.0.', '@1.3.0.')],
    ['whose app was changed', () => signedPreview('mfe-owner@1.2.0').replace('mfe-owner@', 'mfe-admin@')],
    [
      'whose expiry was moved',
      () => signedPreview('mfe-owner@1.2.0', { expires: 1_900_000_000 }).replace('.1900000000.', '.1900000001.'),
    ],
  ])('refuses a link %s', async (_, link) => {
    expect(await verifyPreview(link(), PREVIEW_CONFIG)).toBe("its signature is not production's");
  });

  it('refuses a link that has expired, however well signed', async () => {
    const expires = Math.floor(Date.now() / 1000) - 1;
    expect(await verifyPreview(signedPreview('mfe-owner@1.2.0', { expires }), PREVIEW_CONFIG)).toBe(
      `it expired at ${new Date(expires * 1000).toISOString()}`,
    );
    const link = signedPreview('mfe-owner@1.2.0', { expires: 1_900_000_000 });
    expect(await verifyPreview(link, PREVIEW_CONFIG, 1_900_000_000_000)).toMatch(/^it expired at 2030-/);
    expect(await verifyPreview(link, PREVIEW_CONFIG, 1_899_999_999_000)).toMatchObject({ version: '1.2.0' });
  });

  it('refuses every link where runtime-config.json has no preview key, or not a usable one', async () => {
    const link = signedPreview('mfe-owner@1.2.0');
    const { previewKey, previewEnvironment } = PREVIEW_CONFIG;
    const none = 'runtime-config.json has no previewKey and previewEnvironment to check it with';
    expect(await verifyPreview(link, {})).toBe(none);
    expect(await verifyPreview(link, { previewEnvironment })).toBe(none);
    expect(await verifyPreview(link, { previewKey })).toBe(none);
    expect(await verifyPreview(link, { previewKey: 'MFkwEwYHKoZIzj0CAQ==', previewEnvironment })).toBe(
      "it could not be checked: runtime-config.json's previewKey is not an ECDSA P-256 public key",
    );
  });
});

describe('takePreview', () => {
  it("builds the remote's URL from the configured CDN alone, remembers the link for the tab and cleans the address", async () => {
    const link = signedPreview('mfe-owner@1.2.0');
    const { location, history, env } = tab(`https://qrcontact.in/admin?preview=${link}&x=1#top`);
    expect(await takePreview({ ...PREVIEW_CONFIG, releasesCdn: `${CDN}/` }, env)).toEqual({
      app: 'mfe-owner',
      version: '1.2.0',
      remote: 'mfe_owner',
      url: 'https://cdn.example.in/releases/mfe-owner/1.2.0/mf-manifest.json',
    });
    expect(history.replaceState).toHaveBeenCalledWith({ idx: 0 }, '', '/admin?x=1#top');
    expect(location.href).toBe('https://qrcontact.in/admin?x=1#top');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBe(link);
    expect(previewRefused()).toBe(false);
    expect(console.warn).not.toHaveBeenCalled();
  });

  it('applies the stored preview on every load of the tab, verified again each time, until ?preview=off', async () => {
    await takePreview(PREVIEW_CONFIG, tab(`https://qrcontact.in/?preview=${signedPreview('mfe-public@1.0.0')}`).env);
    const later = tab('https://qrcontact.in/QRUSED0001');
    expect(await takePreview(PREVIEW_CONFIG, later.env)).toMatchObject({ remote: 'mfe_public', version: '1.0.0' });
    expect(later.history.replaceState).not.toHaveBeenCalled();

    const off = tab('https://qrcontact.in/terms?preview=off');
    expect(await takePreview(PREVIEW_CONFIG, off.env)).toBeNull();
    expect(off.location.href).toBe('https://qrcontact.in/terms');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
    expect(previewRefused()).toBe(false);
  });

  it('ends a stored preview that has expired since, with the notice', async () => {
    const expires = inAnHour();
    const link = signedPreview('mfe-owner@1.2.0', { expires });
    expect(await takePreview(PREVIEW_CONFIG, tab(`https://qrcontact.in/admin?preview=${link}`).env)).not.toBeNull();
    const later = tab('https://qrcontact.in/admin');
    expect(await takePreview(PREVIEW_CONFIG, later.env, expires * 1000)).toBeNull();
    expect(previewRefused()).toBe(true);
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
    expect(console.warn).toHaveBeenCalledWith(
      `[preview] this tab's preview is refused: it expired at ${new Date(expires * 1000).toISOString()}; the live site is shown`,
    );
    // Gone for good: the next load is the live site without a word.
    expect(await takePreview(PREVIEW_CONFIG, tab('https://qrcontact.in/admin').env)).toBeNull();
    expect(previewRefused()).toBe(false);
  });

  it("refuses a link that does not verify, with a warning and the notice, and ends the tab's preview", async () => {
    sessionStorage.setItem(PREVIEW_KEY, signedPreview('mfe-owner@1.2.0'));
    const { location, env } = tab('https://qrcontact.in/admin?preview=mfe-owner@1.3.0');
    expect(await takePreview(PREVIEW_CONFIG, env)).toBeNull();
    expect(previewRefused()).toBe(true);
    expect(console.warn).toHaveBeenCalledWith(
      '[preview] ?preview=mfe-owner@1.3.0 is refused: not a signed link (<app>@<version>.<expiry>.<signature>, as pnpm preview prints it); the live site is shown',
    );
    expect(location.href).toBe('https://qrcontact.in/admin');
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
  });

  it('refuses every link without a usable releasesCdn in runtime-config.json', async () => {
    for (const releasesCdn of [undefined, 'http://cdn.example.in', 'javascript:alert(1)//', 42]) {
      const address = `https://qrcontact.in/?preview=${signedPreview('mfe-owner@1.2.0')}`;
      expect(await takePreview({ ...PREVIEW_CONFIG, releasesCdn }, tab(address).env)).toBeNull();
      expect(previewRefused()).toBe(true);
    }
    expect(console.warn).toHaveBeenLastCalledWith(
      expect.stringMatching(/is refused: runtime-config.json has no usable releasesCdn; the live site is shown$/),
    );
    expect(
      await takePreview(undefined, tab(`https://qrcontact.in/?preview=${signedPreview('mfe-owner@1.2.0')}`).env),
    ).toBeNull();
  });

  it('re-checks what the storage holds', async () => {
    const link = signedPreview('mfe-owner@1.2.0');
    sessionStorage.setItem(PREVIEW_KEY, link.replace('@1.2.0.', '@1.2.0/../../../evil.'));
    expect(await takePreview(PREVIEW_CONFIG, tab('https://qrcontact.in/admin').env)).toBeNull();
    sessionStorage.setItem(PREVIEW_KEY, link.replace('@1.2.0.', '@1.2.1.'));
    expect(await takePreview(PREVIEW_CONFIG, tab('https://qrcontact.in/admin').env)).toBeNull();
    expect(previewRefused()).toBe(true);
    expect(sessionStorage.getItem(PREVIEW_KEY)).toBeNull();
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
