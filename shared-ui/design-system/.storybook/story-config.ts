import type { RuntimeConfig } from '@qr/runtime';

/** The runtime config every story sees. No scriptUrl: BotCheck would use Cloudflare's URL, but the fake is installed first. */
export const storyRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: 'http://localhost:8787/api/',
  turnstile: {
    siteKey: '1x00000000000000000000AA',
    productionHost: 'qr.example.in',
    productionSiteKey: '0x4AAAAAAAProductionKey',
    scriptUrl: undefined,
  },
  remotes: {
    mfe_public: 'http://localhost:3001/mf-manifest.json',
    mfe_owner: 'http://localhost:3002/mf-manifest.json',
    mfe_admin: 'http://localhost:3003/mf-manifest.json',
  },
};
