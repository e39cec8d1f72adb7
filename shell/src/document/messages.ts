import { defineMessages } from 'shared-ui';
import { ROUTES } from '../routing/route-table';

const en = { skipLink: 'Skip to main content' };
export type DocumentTexts = typeof en;
export const documentMessages = defineMessages(en, () => import(/* webpackChunkName: "shell-hi" */ './messages.hi'));

/** Each route's name in document.title, keyed by its path: the route table's English titles. */
const titles: Readonly<Record<string, string>> = Object.fromEntries(ROUTES.map((route) => [route.path, route.title]));
export type RouteTitleTexts = typeof titles;
export const routeTitleMessages = defineMessages(
  titles,
  () => import(/* webpackChunkName: "shell-hi" */ './titles.hi'),
);
