import type { QueryCreateRequest } from 'shared-ui/contract';
import type { ApiClient, ApiError } from 'shared-ui/runtime';
import { type HelpTexts, helpMessages } from '../features/help/messages';

/** POST /query: the message is read from the body on failure. */
export async function submitQuery(api: ApiClient, body: QueryCreateRequest): Promise<void> {
  await api.post('query', { json: body });
}

/** Inline under the box: the server's message, else 'Failed to submit query'. */
export function queryErrorMessage(error: ApiError, t: HelpTexts = helpMessages.en): string {
  return error.serverMessage ?? t.queryFailed;
}

/** The toast: the server's message, else the fallback 'Failed to submit query. Please try again.'. */
export function queryErrorToast(error: ApiError, t: HelpTexts = helpMessages.en): string {
  return error.serverMessage ?? t.queryFailedTryAgain;
}
