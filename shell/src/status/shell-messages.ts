import { defineMessages } from 'shared-ui/i18n';
import { SESSION_REPLACED, USER_INFO_FAILED } from 'shared-ui/runtime';

/** What the shell says on every route: while a page loads, when a page's code cannot be had, and its notification bar. */
const en = {
  loading: 'Loading',
  unavailableTitle: 'This part of the site is not available right now',
  tryAgain: 'Try Again',
  closeNotification: 'Close notification',
  notifications: 'Notifications',
  notification: 'Notification',
  // The notices the runtime raises in English (shared-ui/runtime), shown in the page's language.
  sessionReplaced: SESSION_REPLACED,
  userInfoFailed: USER_INFO_FAILED,
};
export type ShellTexts = typeof en;
export const shellMessages = defineMessages(en, () => import('./shell-messages.hi'));
