import type { RouteEntry } from './route-table';

/** For tests: a page mfe_owner's live release declares (runtime-config.json's routes), titled in both languages. */
export const SETTINGS_ROUTE: RouteEntry = {
  path: '/account/settings',
  remote: 'mfe_owner',
  expose: 'SettingsPage',
  access: 'owner',
  title: 'Settings',
  titleHi: 'सेटिंग्स',
};
