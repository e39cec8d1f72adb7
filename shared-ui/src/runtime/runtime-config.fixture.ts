import type { RuntimeConfig } from './runtime-config-schema.ts';

/** For tests: a runtime config whose API answers at http://api.test (stub fetch for it). */
export const TEST_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://api.test',
  turnstile: { siteKey: 'k', productionHost: 'example.in', productionSiteKey: 'p' },
  remotes: { mfe_public: 'http://a/m.json', mfe_owner: 'http://b/m.json', mfe_admin: 'http://c/m.json' },
};
