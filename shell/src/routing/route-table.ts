import type { RemoteName } from '@qr/runtime';

export type Access = 'public' | 'owner' | 'admin';

export interface RouteEntry {
  path: string;
  remote: RemoteName;
  /** The name the remote exposes the page under (its rspack.config.mjs exposes './Name'). */
  expose: string;
  access: Access;
  /** The page's name in document.title ('<title> · QR Vehicle Contact'); its description is in document/. */
  title: string;
  /** A declared route's Hindi title (the fixed routes' are in document/titles/messages.hi.ts). */
  titleHi?: string | undefined;
}

/** docs/product.md §2, the route table. Static paths outrank /:uid (match-route.ts ranks them as react-router does). */
export const ROUTES: readonly RouteEntry[] = [
  {
    path: '/',
    remote: 'mfe_public',
    expose: 'LandingPage',
    access: 'public',
    title: 'QR Vehicle Contact',
  },
  {
    path: '/r/:referralCode',
    remote: 'mfe_public',
    expose: 'LandingPage',
    access: 'public',
    title: 'Join with a referral',
  },
  {
    path: '/:uid',
    remote: 'mfe_public',
    expose: 'StickerPage',
    access: 'public',
    title: 'Contact the owner',
  },
  {
    path: '/vehicle-registration/:uid',
    remote: 'mfe_public',
    expose: 'VehicleRegistrationPage',
    access: 'public',
    title: 'Register your vehicle',
  },
  {
    path: '/terms',
    remote: 'mfe_public',
    expose: 'TermsPage',
    access: 'public',
    title: 'Terms of Service',
  },
  {
    path: '/privacy',
    remote: 'mfe_public',
    expose: 'PrivacyPage',
    access: 'public',
    title: 'Privacy Policy',
  },
  {
    path: '/features',
    remote: 'mfe_public',
    expose: 'FeaturesPage',
    access: 'public',
    title: 'Features',
  },
  {
    path: '/pricing',
    remote: 'mfe_public',
    expose: 'PricingPage',
    access: 'public',
    title: 'Pricing',
  },
  {
    path: '/contact',
    remote: 'mfe_public',
    expose: 'ContactPage',
    access: 'public',
    title: 'Contact us',
  },
  {
    path: '/howtouse',
    remote: 'mfe_public',
    expose: 'HowToUsePage',
    access: 'public',
    title: 'How to use',
  },
  {
    path: '/admin',
    remote: 'mfe_owner',
    expose: 'OwnerHomePage',
    access: 'owner',
    title: 'Home',
  },
  {
    path: '/vehicle-info',
    remote: 'mfe_owner',
    expose: 'VehicleListPage',
    access: 'owner',
    title: 'My vehicles',
  },
  {
    path: '/vehicle-details/:vehicleId',
    remote: 'mfe_owner',
    expose: 'VehicleDetailsPage',
    access: 'owner',
    title: 'Vehicle details',
  },
  {
    path: '/vehicle-details/:vehicleId/all-activities',
    remote: 'mfe_owner',
    expose: 'AllActivitiesPage',
    access: 'owner',
    title: 'All activities',
  },
  {
    path: '/notifications',
    remote: 'mfe_owner',
    expose: 'NotificationsPage',
    access: 'owner',
    title: 'Notifications',
  },
  {
    path: '/bills',
    remote: 'mfe_owner',
    expose: 'BillsPage',
    access: 'owner',
    title: 'Bills',
  },
  {
    path: '/referrals',
    remote: 'mfe_owner',
    expose: 'ReferralsPage',
    access: 'owner',
    title: 'Referrals',
  },
  {
    path: '/help',
    remote: 'mfe_owner',
    expose: 'HelpPage',
    access: 'owner',
    title: 'Help',
  },
  {
    path: '/admin/queries',
    remote: 'mfe_admin',
    expose: 'QueriesPage',
    access: 'admin',
    title: 'Help queries',
  },
];
