import type { RuntimeConfig } from './runtime-config-schema.ts';

// For tests: the runtime configs they start from, in one place.

/** A site on this machine, with a bot-check site key for localhost and one for its production host. */
export const testRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8787/api/',
  turnstile: {
    siteKey: 'test-site-key',
    productionHost: 'qr.example.in',
    productionSiteKey: 'prod-site-key',
    scriptUrl: undefined,
  },
  remotes: {
    mfe_public: 'http://localhost:3001/mf-manifest.json',
    mfe_owner: 'http://localhost:3002/mf-manifest.json',
    mfe_admin: 'http://localhost:3003/mf-manifest.json',
  },
};

/** A site whose API answers at http://api.test, for tests that stub fetch for it. */
export const stubbedApiConfig: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  turnstile: { siteKey: 'k', productionHost: 'example.in', productionSiteKey: 'p' },
  remotes: { mfe_public: 'http://a/m.json', mfe_owner: 'http://b/m.json', mfe_admin: 'http://c/m.json' },
};
