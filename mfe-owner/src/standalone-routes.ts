import type { StandaloneRoute } from 'shared-ui';

/** The routes this remote serves when run on its own (pnpm --filter mfe-owner start). */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/admin', load: () => import('./pages/owner-home-page') },
  { path: '/vehicle-info', load: () => import('./pages/vehicle-list-page') },
  { path: '/vehicle-details/:vehicleId', load: () => import('./pages/vehicle-details-page') },
  { path: '/vehicle-details/:vehicleId/all-activities', load: () => import('./pages/all-activities-page') },
  { path: '/notifications', load: () => import('./pages/notifications-page') },
  { path: '/bills', load: () => import('./pages/bills-page') },
  { path: '/referrals', load: () => import('./pages/referrals-page') },
  { path: '/help', load: () => import('./pages/help-page') },
];
