import { defineMessages } from 'shared-ui/i18n';

/** What the queries screen says when GET /query fails. */
const en = {
  forbidden: 'Access denied. Admin privileges required.',
  failed: 'Failed to fetch queries',
  unknown: 'An error occurred',
};
export type QueriesErrorTexts = typeof en;
export const queriesErrorMessages = defineMessages(en, () => import('./messages.hi'));
