import { createAppConfig } from '@qr/platform/build/rspack-app.mjs';

/** The pages this remote exposes; the shell's route table names them. */
export const exposes = {
  './OwnerHomePage': './src/pages/owner-home-page.tsx',
  './VehicleListPage': './src/pages/vehicle-list-page.tsx',
  './VehicleDetailsPage': './src/pages/vehicle-details-page.tsx',
  './AllActivitiesPage': './src/pages/all-activities-page.tsx',
  './NotificationsPage': './src/pages/notifications-page.tsx',
  './BillsPage': './src/pages/bills-page.tsx',
  './ReferralsPage': './src/pages/referrals-page.tsx',
  './HelpPage': './src/pages/help-page.tsx',
};

export default createAppConfig({
  dir: import.meta.dirname,
  name: 'mfe_owner',
  port: 3002,
  exposes,
});
