import { type UidStatus, uidStatus } from '@qr/contract';
import { type ApiClient, parseWith } from '@qr/runtime';

/** Successful answers are cached per uid for the life of the page (docs/product.md §7). */
const cache = new Map<string, UidStatus>();

export function getCachedUidStatus(uid: string): UidStatus | undefined {
  return cache.get(uid);
}

/** GET uid-status/{uid}. */
export async function getUidStatus(api: ApiClient, uid: string): Promise<UidStatus> {
  const hit = cache.get(uid);
  if (hit) return hit;
  const status = parseWith(uidStatus, await api.get(`uid-status/${encodeURIComponent(uid)}`).json());
  cache.set(uid, status);
  return status;
}

/** For tests and stories only. */
export function clearUidStatusCache() {
  cache.clear();
}
