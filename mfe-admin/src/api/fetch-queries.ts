import { type ApiClient, ApiError, parseWith, toApiError } from 'shared-ui';
import { QUERY_PAGE_SIZE, type QueryPage, queryPage } from 'shared-ui/contract';

export const QUERIES_MESSAGES = {
  forbidden: 'Access denied. Admin privileges required.',
  failed: 'Failed to fetch queries',
  unknown: 'An error occurred',
} as const;

/** What the screen does with a failure: go to / (no or expired session) or show a message with Try Again. */
export type QueriesFailure = { kind: 'signed-out' } | { kind: 'message'; message: string };

export function describeQueriesFailure(error: unknown): QueriesFailure {
  const apiError = toApiError(error);
  if (apiError.status === 401) return { kind: 'signed-out' };
  if (apiError.status === 403) return { kind: 'message', message: QUERIES_MESSAGES.forbidden };
  if (apiError.kind === 'http') return { kind: 'message', message: QUERIES_MESSAGES.failed };
  return { kind: 'message', message: QUERIES_MESSAGES.unknown };
}

/** GET /query?page={n}&size=10 */
export async function fetchQueries(api: ApiClient, page: number): Promise<QueryPage> {
  const data = await api.get('query', { searchParams: { page, size: QUERY_PAGE_SIZE } }).json();
  return parseWith(queryPage, data);
}

export { ApiError };
