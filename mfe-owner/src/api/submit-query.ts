import type { ApiClient, ApiError } from 'shared-ui';
import type { QueryCreateRequest } from 'shared-ui/contract';

/** POST /query: the message is read from the body on failure. */
export const QUERY_AUTH_REQUIRED = 'Authentication required. Please log in again.';
export const QUERY_FAILED = 'Failed to submit query';
export const QUERY_FAILED_TRY_AGAIN = 'Failed to submit query. Please try again.';
export const QUERY_SUBMITTED = 'Query submitted successfully!';

export async function submitQuery(api: ApiClient, body: QueryCreateRequest): Promise<void> {
  await api.post('query', { json: body });
}

/** Inline under the box: the server's message, else 'Failed to submit query'. */
export function queryErrorMessage(error: ApiError): string {
  return error.serverMessage ?? QUERY_FAILED;
}

/** The toast: the server's message, else the fallback 'Failed to submit query. Please try again.'. */
export function queryErrorToast(error: ApiError): string {
  return error.serverMessage ?? QUERY_FAILED_TRY_AGAIN;
}
