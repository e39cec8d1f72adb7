/** A runtime-config.json of a production site: API, bot check and each remote's release folder. */
export const siteConfig = {
  apiBaseUrl: 'https://api.example.in',
  turnstile: { siteKey: 'k', productionHost: 'example.in', productionSiteKey: 'p' },
  remotes: {
    mfe_public: 'https://cdn.example.in/public/v3/mf-manifest.json',
    mfe_owner: 'https://cdn.example.in/owner/v9/mf-manifest.json',
    mfe_admin: 'https://admin-cdn.example.in/v1/mf-manifest.json',
  },
};
