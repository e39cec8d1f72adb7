import type { StandaloneRoute } from '@qr/platform/standalone';

/** The demo owner's (Asha's) seeded sticker with alerts and calls of every reason (tools/api/seed.ts). */
const DEMO_OWNER_VEHICLE = { vehicleId: 'QRUSED0001' };

/** The routes this remote serves when run on its own (pnpm --filter mfe-owner start). */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/admin', load: () => import('./pages/owner-home-page') },
  { path: '/vehicle-info', load: () => import('./pages/vehicle-list-page') },
  {
    path: '/vehicle-details/:vehicleId',
    load: () => import('./pages/vehicle-details-page'),
    params: DEMO_OWNER_VEHICLE,
  },
  {
    path: '/vehicle-details/:vehicleId/all-activities',
    load: () => import('./pages/all-activities-page'),
    params: DEMO_OWNER_VEHICLE,
  },
  { path: '/notifications', load: () => import('./pages/notifications-page') },
  { path: '/bills', load: () => import('./pages/bills-page') },
  { path: '/referrals', load: () => import('./pages/referrals-page') },
  { path: '/help', load: () => import('./pages/help-page') },
];
