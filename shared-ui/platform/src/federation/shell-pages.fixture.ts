/** For tests: part of a shell's fixed route table, as its mf-manifest.json publishes it (metaData.pages). */
export const SHELL_PAGES = [
  { path: '/', remote: 'mfe_public', expose: 'LandingPage' },
  { path: '/:uid', remote: 'mfe_public', expose: 'StickerPage' },
  { path: '/admin', remote: 'mfe_owner', expose: 'OwnerHomePage' },
  { path: '/vehicle-details/:vehicleId', remote: 'mfe_owner', expose: 'VehicleDetailsPage' },
  { path: '/bills', remote: 'mfe_owner', expose: 'BillsPage' },
  { path: '/help', remote: 'mfe_owner', expose: 'HelpPage' },
  { path: '/admin/queries', remote: 'mfe_admin', expose: 'QueriesPage' },
];
