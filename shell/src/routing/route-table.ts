import type { RemoteName } from 'shared-ui';

export type Access = 'public' | 'owner' | 'admin';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The name the remote exposes the page under (its rspack.config.mjs exposes './Name'). */
  expose: string;
  access: Access;
}

/** SPEC section 2, route table. Static paths outrank /:uid in react-router's ranking. */
export const ROUTES: readonly RouteEntry[] = [
  { path: '/', remote: 'mfe_public', expose: 'LandingPage', access: 'public' },
  { path: '/r/:referralCode', remote: 'mfe_public', expose: 'LandingPage', access: 'public' },
  { path: '/:uid', remote: 'mfe_public', expose: 'StickerPage', access: 'public' },
  { path: '/vehicle-registration/:uid', remote: 'mfe_public', expose: 'VehicleRegistrationPage', access: 'public' },
  { path: '/terms', remote: 'mfe_public', expose: 'TermsPage', access: 'public' },
  { path: '/privacy', remote: 'mfe_public', expose: 'PrivacyPage', access: 'public' },
  { path: '/features', remote: 'mfe_public', expose: 'FeaturesPage', access: 'public' },
  { path: '/pricing', remote: 'mfe_public', expose: 'PricingPage', access: 'public' },
  { path: '/contact', remote: 'mfe_public', expose: 'ContactPage', access: 'public' },
  { path: '/howtouse', remote: 'mfe_public', expose: 'HowToUsePage', access: 'public' },
  { path: '/admin', remote: 'mfe_owner', expose: 'OwnerHomePage', access: 'owner' },
  { path: '/vehicle-info', remote: 'mfe_owner', expose: 'VehicleListPage', access: 'owner' },
  { path: '/vehicle-details/:vehicleId', remote: 'mfe_owner', expose: 'VehicleDetailsPage', access: 'owner' },
  {
    path: '/vehicle-details/:vehicleId/all-activities',
    remote: 'mfe_owner',
    expose: 'AllActivitiesPage',
    access: 'owner',
  },
  { path: '/notifications', remote: 'mfe_owner', expose: 'NotificationsPage', access: 'owner' },
  { path: '/bills', remote: 'mfe_owner', expose: 'BillsPage', access: 'owner' },
  { path: '/referrals', remote: 'mfe_owner', expose: 'ReferralsPage', access: 'owner' },
  { path: '/help', remote: 'mfe_owner', expose: 'HelpPage', access: 'owner' },
  { path: '/admin/queries', remote: 'mfe_admin', expose: 'QueriesPage', access: 'admin' },
];
