import { defineMessages } from '@qr/runtime/i18n';
import { ROUTE_DESCRIPTIONS } from './english.ts';

export { ROUTE_DESCRIPTIONS };

export type RouteDescriptionTexts = typeof ROUTE_DESCRIPTIONS;
export const routeDescriptionMessages = defineMessages(ROUTE_DESCRIPTIONS, () => import('./messages.hi'));
