import { USER_INFO_FAILED } from '@qr/runtime';
import { defineMessages } from '@qr/runtime/i18n';

/** What a signed-in non-admin is told on an admin route (the admin remote's words for the same refusal). */
export const ACCESS_DENIED = 'Access denied. Admin privileges required.';

/** The shell's own pages: their Hindi is fetched only when one is shown in Hindi. */
const en = {
  accessDeniedTitle: 'Admins only',
  accessDenied: ACCESS_DENIED,
  accessDeniedHelp: "This page is for the service's administrators. Your vehicles and alerts are on your dashboard.",
  backToDashboard: 'Back to your dashboard',
  // The owner home's words (mfe-owner's home catalog) for the same failure.
  userInfoFailed: USER_INFO_FAILED,
  unavailableHelp: 'Check your internet connection, then try again.',
  updatingHelp: 'This part of the site is being updated. Please try again in a few minutes.',
  configTitle: 'This site is misconfigured',
  configIntro: 'The runtime configuration could not be used, so the site cannot start.',
  configProblem: 'Problem:',
  configFix: 'If you run this site, fix runtime-config.json beside index.html; no rebuild is needed.',
};
export type StatusTexts = typeof en;
export const statusMessages = defineMessages(en, () => import('./messages.hi'));
