import { defineMessages } from 'shared-ui';

/** What the shell says on every route: while a page loads, and when a page's code cannot be had. */
const en = {
  loading: 'Loading',
  unavailableTitle: 'This part of the site is not available right now',
  tryAgain: 'Try Again',
};
export type RoutingTexts = typeof en;
export const routingMessages = defineMessages(en, () => import(/* webpackChunkName: "shell-hi" */ './messages.hi'));
