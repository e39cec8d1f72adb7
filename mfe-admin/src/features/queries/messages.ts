import { defineMessages } from '@qr/runtime/i18n';

/** The User Queries screen and its Query Details dialog. */
const en = {
  title: 'User Queries',
  adminBadge: 'Admin',
  loading: 'Loading queries',
  total: 'Total Queries',
  recent: 'Recent Queries',
  empty: 'No queries submitted yet',
  loadingMore: 'Loading more queries...',
  noMore: 'No more queries to load',
  queryNumber: 'Query #{id}',
  detailsTitle: 'Query Details',
  close: 'Close',
  markNoted: 'Mark as Noted',
  phone: 'Phone',
  date: 'Date',
  message: 'Message',
  noted: 'Query noted for follow-up',
  // When GET /query fails (its failure codes, api/get-queries.ts).
  forbidden: 'Access denied. Admin privileges required.',
  failed: 'Failed to fetch queries',
  unknown: 'An error occurred',
};
export type QueriesTexts = typeof en;
export const queriesMessages = defineMessages(en, () => import('./messages.hi'));
