import type { StandaloneRoute } from '@qr/platform/standalone';

/**
 * The routes this remote serves when run on its own (pnpm --filter mfe-public start). Params are seeded
 * demo data (tools/api/seed.ts): Asha's referral code, a used and an unused sticker.
 */
export const standaloneRoutes: StandaloneRoute[] = [
  { path: '/', load: () => import('./pages/landing-page') },
  { path: '/r/:referralCode', load: () => import('./pages/landing-page'), params: { referralCode: '919876543210' } },
  { path: '/:uid', load: () => import('./pages/sticker-page'), params: { uid: 'QRUSED0001' } },
  { path: '/terms', load: () => import('./pages/terms-page') },
  { path: '/privacy', load: () => import('./pages/privacy-page') },
  { path: '/features', load: () => import('./pages/features-page') },
  { path: '/pricing', load: () => import('./pages/pricing-page') },
  { path: '/contact', load: () => import('./pages/contact-page') },
  { path: '/howtouse', load: () => import('./pages/how-to-use-page') },
  {
    path: '/vehicle-registration/:uid',
    load: () => import('./pages/vehicle-registration-page'),
    params: { uid: 'QRNEW00001' },
  },
];
