import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, documentHeadersFor, preloadLinkHeader } from './serve-builds.mjs';

const config = {
  apiBaseUrl: 'https://api.example.in',
  turnstile: { siteKey: 'k', productionHost: 'example.in', productionSiteKey: 'p' },
  remotes: {
    mfe_public: 'https://cdn.example.in/public/v3/mf-manifest.json',
    mfe_owner: 'https://cdn.example.in/owner/v9/mf-manifest.json',
    mfe_admin: 'https://admin-cdn.example.in/v1/mf-manifest.json',
  },
};

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site, the remotes and Cloudflare, never eval or inline code', () => {
    expect(contentSecurityPolicy(config)).toBe(
      "script-src 'self' https://cdn.example.in https://admin-cdn.example.in https://challenges.cloudflare.com; " +
        "object-src 'none'; base-uri 'none'; frame-ancestors 'none'",
    );
  });

  it('allows a configured Turnstile script host instead of Cloudflare', () => {
    const local = {
      ...config,
      turnstile: { ...config.turnstile, scriptUrl: 'http://localhost:4000/__dev/turnstile/api.js' },
    };
    expect(contentSecurityPolicy(local)).toContain('http://localhost:4000;');
    expect(contentSecurityPolicy(local)).not.toContain('challenges.cloudflare.com');
  });
});

describe('preloadLinkHeader', () => {
  it("preloads a public page's remote manifest (fetched with CORS) and entry script with the document", () => {
    const header =
      '<https://cdn.example.in/public/v3/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
      '<https://cdn.example.in/public/v3/remoteEntry.js>; rel=preload; as=script';
    expect(preloadLinkHeader(config, '/QRUSED0001')).toBe(header);
    expect(preloadLinkHeader(config, '/')).toBe(header);
    expect(documentHeadersFor(config, '/terms').Link).toBe(header);
  });

  it('preloads nothing for owner and admin pages, which wait for their guards', () => {
    expect(preloadLinkHeader(config, '/admin')).toBeNull();
    expect(preloadLinkHeader(config, '/vehicle-details/QRUSED0001')).toBeNull();
    expect(preloadLinkHeader(config, '/admin/queries')).toBeNull();
    expect(Object.keys(documentHeadersFor(config, '/admin/queries'))).toEqual(['Content-Security-Policy']);
  });
});
