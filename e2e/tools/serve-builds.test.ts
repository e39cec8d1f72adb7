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
  it("preloads the public remote's manifest with the document, as the runtime fetches it (CORS)", () => {
    expect(preloadLinkHeader(config)).toBe(
      '<https://cdn.example.in/public/v3/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous',
    );
  });

  it('never names the admin remote, which only admins may load', () => {
    expect(preloadLinkHeader(config)).not.toContain('admin-cdn');
    expect(Object.keys(documentHeadersFor(config))).toEqual(['Content-Security-Policy', 'Link']);
  });
});
