import { type UidStatus, uidStatus } from '@qr/contract';
import { type ApiClient, ApiError, parseWith } from '@qr/runtime';

/** Successful answers are cached per uid for the life of the page (docs/product.md §7). */
const cache = new Map<string, UidStatus>();

/** A uid's answer if it was read before in this page's life (no request). */
export function getCachedUidStatus(uid: string): UidStatus | undefined {
  return cache.get(uid);
}

/** GET uid-status/{uid}. An answer that is not JSON is a failure of kind 'format', like one of the wrong shape. */
export async function getUidStatus(api: ApiClient, uid: string): Promise<UidStatus> {
  const hit = cache.get(uid);
  if (hit) return hit;
  const body = await api
    .get(`uid-status/${encodeURIComponent(uid)}`)
    .json()
    .catch((error: unknown) => {
      throw error instanceof SyntaxError ? new ApiError('format', null, null, error.message) : error;
    });
  const status = parseWith(uidStatus, body);
  cache.set(uid, status);
  return status;
}

/** For tests and stories only. */
export function clearUidStatusCache() {
  cache.clear();
}
