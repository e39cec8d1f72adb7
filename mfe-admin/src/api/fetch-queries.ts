import { QUERY_PAGE_SIZE, type QueryPage, queryPage } from 'shared-ui/contract';
import { type ApiClient, ApiError, parseWith, toApiError } from 'shared-ui/runtime';
import { type QueriesErrorTexts, queriesErrorMessages } from './messages';

/** The English failure texts (the catalog's): the screen shows them in the page's language. */
export const QUERIES_MESSAGES = queriesErrorMessages.en;

/**
 * What the screen does with a failure: go to / (no or expired session) or show a message with Try Again
 * (a key of queriesErrorMessages, so that the text follows the language even while it is shown).
 */
export type QueriesFailure = { kind: 'signed-out' } | { kind: 'message'; message: keyof QueriesErrorTexts };

export function describeQueriesFailure(error: unknown): QueriesFailure {
  const apiError = toApiError(error);
  if (apiError.status === 401) return { kind: 'signed-out' };
  if (apiError.status === 403) return { kind: 'message', message: 'forbidden' };
  if (apiError.kind === 'http') return { kind: 'message', message: 'failed' };
  return { kind: 'message', message: 'unknown' };
}

/** GET /query?page={n}&size=10 */
export async function fetchQueries(api: ApiClient, page: number): Promise<QueryPage> {
  const data = await api.get('query', { searchParams: { page, size: QUERY_PAGE_SIZE } }).json();
  return parseWith(queryPage, data);
}

export { ApiError };
