import { QUERY_PAGE_SIZE, type QueryPage, queryPage } from '@qr/contract';
import { type ApiClient, type ApiError, parseWith } from '@qr/runtime';

/** GET /query?page={n}&size=10 */
export async function getQueries(api: ApiClient, page: number): Promise<QueryPage> {
  const data = await api.get('query', { searchParams: { page, size: QUERY_PAGE_SIZE } }).json();
  return parseWith(queryPage, data);
}

/**
 * What a failure of the call means (docs/product.md §8): a 403 is for admins only, another HTTP answer a
 * failed fetch, anything else (no answer, a body of the wrong shape) an unknown error. A 401 ends the
 * session before any screen reads this.
 */
export type QueriesFailure = 'forbidden' | 'failed' | 'unknown';

export function queriesFailure(error: ApiError): QueriesFailure {
  if (error.status === 403) return 'forbidden';
  if (error.kind === 'http') return 'failed';
  return 'unknown';
}
