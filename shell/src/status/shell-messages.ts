import { SESSION_REPLACED, USER_INFO_FAILED } from '@qr/runtime';
import { defineMessages } from '@qr/runtime/i18n';

/** What the shell says on every route: while a page loads, when a page's code cannot be had, and its notification bar. */
const en = {
  loading: 'Loading',
  unavailableTitle: 'This part of the site is not available right now',
  tryAgain: 'Try Again',
  closeNotification: 'Close notification',
  notifications: 'Notifications',
  notification: 'Notification',
  // The notices the runtime raises in English (@qr/runtime), shown in the page's language.
  sessionReplaced: SESSION_REPLACED,
  userInfoFailed: USER_INFO_FAILED,
};
export type ShellTexts = typeof en;
export const shellMessages = defineMessages(en, () => import('./shell-messages.hi'));
