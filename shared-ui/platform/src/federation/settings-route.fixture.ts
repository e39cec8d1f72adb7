import type { DeclaredRoute } from './route-claims';

/** For tests: a page mfe_owner's release declares inside its claims (/account/...), titled in both languages. */
export const SETTINGS_ROUTE: DeclaredRoute = {
  path: '/account/settings',
  remote: 'mfe_owner',
  expose: 'SettingsPage',
  access: 'owner',
  title: 'Settings',
  titleHi: 'सेटिंग्स',
};
