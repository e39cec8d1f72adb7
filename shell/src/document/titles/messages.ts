import { defineMessages } from '@qr/runtime/i18n';
import { ROUTES } from '../../routing/route-table';

/** Each route's name in document.title, keyed by its path: the route table's English titles. */
const titles: Readonly<Record<string, string>> = Object.fromEntries(ROUTES.map((route) => [route.path, route.title]));
export type RouteTitleTexts = typeof titles;
export const routeTitleMessages = defineMessages(titles, () => import('./messages.hi'));
