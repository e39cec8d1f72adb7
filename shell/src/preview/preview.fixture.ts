import type { Preview } from './preview-request';

/** For tests: release 1.2.0 of mfe-owner under preview, from the releases CDN. */
export const OWNER_PREVIEW: Preview = {
  app: 'mfe-owner',
  version: '1.2.0',
  remote: 'mfe_owner',
  url: 'https://cdn.example.in/mfe-owner/1.2.0/mf-manifest.json',
};
