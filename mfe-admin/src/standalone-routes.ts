import type { StandaloneRoute } from '@qr/platform/standalone';

/** The routes this remote serves when run on its own (pnpm --filter mfe-admin start). */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/admin/queries', load: () => import('./pages/queries-page') },
];
