import { type UidStatus, uidStatus } from 'shared-ui/contract';
import { format } from 'shared-ui/i18n';
import { type ApiClient, parseWith, toApiError } from 'shared-ui/runtime';
import type { ApiTexts } from './messages';

/** Successful answers are cached per uid for the life of the page (docs/product.md §7). */
const cache = new Map<string, UidStatus>();

export function cachedUidStatus(uid: string): UidStatus | undefined {
  return cache.get(uid);
}

/** GET uid-status/{uid}. */
export async function fetchUidStatus(api: ApiClient, uid: string): Promise<UidStatus> {
  const hit = cache.get(uid);
  if (hit) return hit;
  const status = parseWith(uidStatus, await api.get(`uid-status/${encodeURIComponent(uid)}`).json());
  cache.set(uid, status);
  return status;
}

/**
 * Landing page rule: the server's message, else 'Request failed with status {code}', else 'Failed to check
 * vehicle status', in the language of the texts given (apiMessages.en, or useMessages(apiMessages)).
 */
export function uidStatusFailureMessage(error: unknown, t: ApiTexts): string {
  const apiError = toApiError(error);
  if (apiError.serverMessage) return apiError.serverMessage;
  if (apiError.kind === 'http' && apiError.status) return format(t.requestFailed, { status: apiError.status });
  return t.uidStatusFailed;
}

/**
 * The notification bar's rule for the same failure: an answer that arrived but could not be read (not JSON,
 * or not the contract's shape) is 'Failed to fetch vehicle information'; any other failure (HTTP error,
 * network, timeout) is 'Failed to fetch vehicle status'.
 */
export function uidStatusNotice(error: unknown, t: ApiTexts): string {
  const unreadable = error instanceof SyntaxError || toApiError(error).kind === 'format';
  return unreadable ? t.uidInformationNotice : t.uidStatusNotice;
}

/** For tests and stories only. */
export function clearUidStatusCache() {
  cache.clear();
}
