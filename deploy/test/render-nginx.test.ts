import { describe, expect, it } from 'vitest';
import {
  attributeText,
  PERMISSIONS_POLICY,
  preconnectLinkHeader,
  preconnectMapEntries,
  renderSiteConfig,
  shareMapEntries,
} from '../render-nginx.ts';
import { siteConfig } from './site-config.fixture';

const config = siteConfig;

describe('PERMISSIONS_POLICY', () => {
  it('allows geolocation to the site itself and turns the rest off', () => {
    const features = PERMISSIONS_POLICY.split(', ');
    expect(features[0]).toBe('geolocation=(self)');
    expect(features.slice(1).every((feature) => feature.endsWith('=()'))).toBe(true);
    expect(features).toEqual(expect.arrayContaining(['camera=()', 'microphone=()', 'payment=()']));
  });
});

describe('preconnectLinkHeader', () => {
  const header =
    '<https://cdn.example.in>; rel=preconnect, <https://cdn.example.in>; rel=preconnect; crossorigin=anonymous';

  it("opens a public page's connections to its remote's origin, for the entry's script and the manifest's CORS fetch", () => {
    expect(preconnectLinkHeader(config, '/QRUSED0001')).toBe(header);
    expect(preconnectLinkHeader(config, '/')).toBe(header);
    expect(preconnectLinkHeader(config, '/terms')).toBe(header);
  });

  it('opens none for owner and admin pages, which wait for their guards', () => {
    expect(preconnectLinkHeader(config, '/admin')).toBeNull();
    expect(preconnectLinkHeader(config, '/vehicle-details/QRUSED0001')).toBeNull();
    expect(preconnectLinkHeader(config, '/admin/queries')).toBeNull();
  });
});

describe('preconnects while mfe-public has a canary', () => {
  const stable =
    '<https://cdn.example.in>; rel=preconnect, <https://cdn.example.in>; rel=preconnect; crossorigin=anonymous';
  const withCanary = (url: string, share = 10) => ({
    ...config,
    canaries: { mfe_public: { url, version: '3.1.0', share } },
  });

  it("opens the canary's origin too when it is another one: nginx cannot tell which side a visitor is on", () => {
    const canaried = withCanary('https://canary.example.in/public/3.1.0/mf-manifest.json');
    const both = `${stable}, <https://canary.example.in>; rel=preconnect, <https://canary.example.in>; rel=preconnect; crossorigin=anonymous`;
    expect(preconnectLinkHeader(canaried, '/QRUSED0001')).toBe(both);
    expect(preconnectLinkHeader(canaried, '/')).toBe(both);
    expect(preconnectMapEntries(canaried).find(({ pattern }) => new RegExp(pattern).test('/QRUSED0001'))?.value).toBe(
      both,
    );
    // Owner and admin pages still open none; a canary of another remote changes nothing here.
    expect(preconnectLinkHeader(canaried, '/admin')).toBeNull();
    const ownerCanary = {
      ...config,
      canaries: { mfe_owner: { url: 'https://o.example.in/m.json', version: '1.0.0', share: 50 } },
    };
    expect(preconnectLinkHeader(ownerCanary, '/QRUSED0001')).toBe(stable);
  });

  it('opens one connection when the canary is on the same origin, and none to a canary that takes nobody', () => {
    expect(preconnectLinkHeader(withCanary('https://cdn.example.in/public/3.1.0/mf-manifest.json'), '/')).toBe(stable);
    expect(preconnectLinkHeader(withCanary('https://canary.example.in/public/3.1.0/mf-manifest.json', 0), '/')).toBe(
      stable,
    );
  });

  it("renders both into the site's configuration, with the canary's folder in the CSP", () => {
    const site = renderSiteConfig({
      siteOrigin: 'https://example.in',
      runtimeConfig: withCanary('https://canary.example.in/public/3.1.0/mf-manifest.json'),
      shell: { listen: ['443 ssl'], serverName: 'example.in', root: '/srv/shell', runtimeConfigDir: '/srv/config' },
      remotes: [],
      brotli: false,
    });
    expect(site).toContain(
      `"~^/$" "${stable}, <https://canary.example.in>; rel=preconnect, <https://canary.example.in>; rel=preconnect; crossorigin=anonymous";`,
    );
    expect(site).toMatch(
      /Content-Security-Policy "[^"]*script-src [^;"]* https:\/\/canary\.example\.in\/public\/3\.1\.0\/ /,
    );
  });
});

describe('preconnectMapEntries', () => {
  /** nginx's map with regexes: the first matching entry wins, else the default (no header). */
  const nginxMap = (pathname: string) =>
    preconnectMapEntries(config).find(({ pattern }) => new RegExp(pattern).test(pathname))?.value ?? '';

  it.each([
    '/',
    '/QRUSED0001',
    '/QRUSED0001/',
    '/r/ABC123',
    '/vehicle-registration/QRNEW0001',
    '/terms',
    '/pricing/',
    '/howtouse',
    '/admin',
    '/admin/',
    '/vehicle-info',
    '/vehicle-details/v1',
    '/vehicle-details/v1/all-activities',
    '/notifications',
    '/admin/queries',
    '/no/such/page',
    '/r/a/b',
  ])('gives %s the same header as the route table', (pathname) => {
    expect(nginxMap(pathname)).toBe(preconnectLinkHeader(config, pathname) ?? '');
  });
});

describe('pages declared by the remotes (runtime-config.json routes)', () => {
  const offers = { path: '/p/offers/:code', remote: 'mfe_public', expose: 'OffersPage', access: 'public', title: 'O' };
  const settings = {
    path: '/account/settings',
    remote: 'mfe_owner',
    expose: 'SettingsPage',
    access: 'owner',
    title: 'S',
  };
  const outside = { ...offers, path: '/offers' };
  const declaring = { ...config, routes: [offers, settings, outside] };
  const header = preconnectLinkHeader(config, '/');
  const nginxMap = (pathname: string) =>
    preconnectMapEntries(declaring).find(({ pattern }) => new RegExp(pattern).test(pathname))?.value ?? '';

  it('connects a declared public page like a fixed one, and nothing for a declared owner page', () => {
    expect(preconnectLinkHeader(declaring, '/p/offers/DIWALI')).toBe(header);
    expect(nginxMap('/p/offers/DIWALI')).toBe(header);
    expect(nginxMap('/p/offers/DIWALI/')).toBe(header);
    expect(preconnectLinkHeader(declaring, '/account/settings')).toBeNull();
    expect(nginxMap('/account/settings')).toBe('');
  });

  it('ignores a declared route the shell refuses (/offers is outside mfe_public paths: a sticker uid)', () => {
    expect(preconnectMapEntries(declaring).map(({ pattern }) => pattern)).not.toContain('^/offers/?$');
    expect(preconnectMapEntries(declaring)).toHaveLength(preconnectMapEntries(config).length + 2);
    expect(nginxMap('/offers')).toBe(preconnectLinkHeader(config, '/QRUSED0001'));
  });
});

describe('share tags (what a shared link shows)', () => {
  const entry = (pattern: string) => shareMapEntries(config).find((candidate) => candidate.pattern === pattern);

  it("gives every route a title and description in both languages, keyed by the crawler's language", () => {
    expect(entry('^en /terms/?$')).toMatchObject({ title: 'Terms of Service · QR Vehicle Contact' });
    expect(entry('^hi /terms/?$')).toMatchObject({ title: 'सेवा की शर्तें · QR Vehicle Contact' });
    expect(entry('^en /r/[^/]+/?$')?.description).toMatch(/^You were invited to QR Vehicle Contact/);
    expect(entry('^hi /r/[^/]+/?$')?.description).toMatch(/^आपको QR Vehicle Contact पर बुलाया गया है/);
    expect(entry('^en /$')).toMatchObject({ title: 'QR Vehicle Contact' });
    for (const { title, description } of shareMapEntries(config)) {
      expect(title).toMatch(/QR Vehicle Contact$/);
      expect(description.length).toBeGreaterThan(10);
    }
  });

  it("names each page on the document's first screen in both languages; the landing page's name is the brand", () => {
    expect(entry('^en /[^/]+/?$')?.pageName).toBe('Contact the owner');
    expect(entry('^hi /[^/]+/?$')?.pageName).toBe('गाड़ी के मालिक से संपर्क करें');
    expect(entry('^en /$')?.pageName).toBe('');
    expect(entry('^hi /$')?.pageName).toBe('');
  });

  it("gives the landing page's first screen its hero (its lead as the description) in both languages, and no other page one", () => {
    expect(entry('^en /$')).toMatchObject({
      eyebrow: 'Smart QR stickers for vehicles',
      headline: 'Let anyone reach you about your vehicle, without sharing your number',
    });
    expect(entry('^hi /$')?.headline).toBe('नंबर दिए बिना, आपकी गाड़ी के बारे में कोई भी आपसे संपर्क कर सके');
    expect(entry('^en /$')?.pageDescription).toMatch(
      /^Put a QR sticker on your vehicle\. Anyone who scans it can call you/,
    );
    for (const other of ['^en /[^/]+/?$', '^hi /terms/?$', '^en /admin/?$']) {
      expect(entry(other), other).toMatchObject({ eyebrow: '', headline: '' });
      expect(entry(other)?.pageDescription, other).toBe(entry(other)?.description);
    }
  });

  it('ranks static paths before parameters, as the router does (/terms is not a sticker)', () => {
    const patterns = shareMapEntries(config).map(({ pattern }) => pattern);
    expect(patterns.indexOf('^en /terms/?$')).toBeLessThan(patterns.indexOf('^en /[^/]+/?$'));
  });

  it('writes texts that can neither leave the HTML attribute nor name an nginx variable', () => {
    expect(attributeText(`Ravi's "car" <b> & $host \\ end`)).toBe(
      'Ravi&#39;s &quot;car&quot; &lt;b&gt; &amp; &#36;host &#92; end',
    );
    expect(attributeText('two\nlines')).toBe('two lines');
  });
});

describe('renderSiteConfig', () => {
  const render = (overrides = {}) =>
    renderSiteConfig({
      siteOrigin: 'https://example.in',
      runtimeConfig: config,
      shell: { listen: ['443 ssl'], serverName: 'example.in', root: '/srv/shell', runtimeConfigDir: '/srv/config' },
      remotes: [{ app: 'mfe-public', listen: ['443 ssl'], serverName: 'cdn.example.in', root: '/srv/public' }],
      brotli: true,
      nginxDir: '/etc/nginx/qrcontact',
      ...overrides,
    });

  it("writes the share tags into the document, with the image on the site's origin", () => {
    const site = render();
    expect(site).toContain('sub_filter "__SHARE_IMAGE__" "https://example.in/og-image.png";');
    expect(site).toContain(
      '"~^en /privacy/?$" "How QR Vehicle Contact handles your number and your vehicle&#39;s data.";',
    );
    expect(site).toContain('add_header Vary $qr_document_vary always;');
  });

  it("writes the document's language and first screen: the language switch's cookie first, then Accept-Language", () => {
    const site = render();
    expect(site).toContain(
      [
        'map "$cookie_language" $qr_document_language {',
        '  "~*^hi(?:\\.(\\d{1,15}))?$" "hi";',
        '  "~*^en(?:\\.(\\d{1,15}))?$" "en";',
        '  default $qr_accept_language;',
        '}',
      ].join('\n'),
    );
    expect(site).toContain('map "$http_accept_language" $qr_accept_hi_q {');
    expect(site).toContain('map "$qr_accept_hi_weight $qr_accept_en_weight $qr_accept_hi_first" $qr_accept_language {');
    expect(site).toContain(`sub_filter '<html lang="en-IN">' '<html lang="$qr_document_locale">';`);
    expect(site).toContain('sub_filter "__PAGE_NAME__" $qr_page_name;');
    expect(site).toContain('"~^hi /[^/]+/?$" "गाड़ी के मालिक से संपर्क करें";');
    expect(site).toContain('default "Accept-Language, Cookie";');
  });

  it('falls back to the app for unknown paths on the shell only', () => {
    const [shell, remote] = render().split('# A remote');
    expect(shell).toContain('try_files $uri @document;');
    expect(remote).toContain('try_files $uri =404;');
    expect(remote).not.toContain('@document');
  });

  it("answers CORS for the site's origin only", () => {
    expect(render()).toMatch(
      /map \$http_origin \$qr_cors_origin \{\s+"https:\/\/example\.in" \$http_origin;\s+default "";/,
    );
    expect(render()).not.toContain('Access-Control-Allow-Origin *');
  });

  it('serves brotli only where the module exists', () => {
    expect(render()).toContain('brotli_static on;');
    expect(render({ brotli: false })).not.toMatch(/^brotli/m);
    expect(render({ brotli: false })).toContain('gzip_static on;');
  });

  it('refuses a runtime-config.json the shell would refuse, naming the key, and renders nothing', () => {
    const withRemotes = (remotes: object) => ({
      runtimeConfig: { ...config, remotes: { ...config.remotes, ...remotes } },
    });
    expect(() => render(withRemotes({ mfe_extra: 'https://attacker.example/mf-manifest.json' }))).toThrow(
      'runtime-config.json is refused: remotes.mfe_extra: is not a known key',
    );
    expect(() => render(withRemotes({ mfe_public: 'http://cdn.example.in/public/mf-manifest.json' }))).toThrow(
      'runtime-config.json is refused: remotes.mfe_public: must be an https URL (http only for localhost)',
    );
    expect(() => render({ runtimeConfig: { ...config, cdn: 'https://attacker.example/' } })).toThrow(
      'runtime-config.json is refused: cdn: is not a known key',
    );
  });

  it('sends no reporting header unless the deployment names a reportUri', () => {
    expect(render()).not.toContain('Reporting-Endpoints');
    expect(render()).not.toMatch(/report-(uri|to)/);
    const reporting = render({ reportUri: 'https://reports.example.in/csp' });
    expect(reporting).toContain(`add_header Reporting-Endpoints 'csp="https://reports.example.in/csp"' always;`);
    expect(reporting).toMatch(
      /Content-Security-Policy ".*; report-uri https:\/\/reports\.example\.in\/csp; report-to csp"/,
    );
  });

  it('refuses a value that would break out of its quoted string', () => {
    expect(() => render({ siteOrigin: 'https://example.in"; evil' })).toThrow(/unsafe characters in siteOrigin/);
  });
});
