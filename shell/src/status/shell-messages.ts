import { defineMessages } from 'shared-ui/i18n';

/** What the shell says on every route: while a page loads, when a page's code cannot be had, and its notification bar. */
const en = {
  loading: 'Loading',
  unavailableTitle: 'This part of the site is not available right now',
  tryAgain: 'Try Again',
  closeNotification: 'Close notification',
  notifications: 'Notifications',
  notification: 'Notification',
};
export type ShellTexts = typeof en;
export const shellMessages = defineMessages(en, () => import(/* webpackChunkName: "shell-hi" */ './shell-messages.hi'));
