import { type UidStatus, uidStatus } from 'shared-ui/contract';
import { type ApiClient, ApiError, parseWith } from 'shared-ui/runtime';

/** The read's path, also its key in the page's cache (docs/product.md §7: cached per uid; usePublicData's `cached`). */
export const uidStatusPath = (uid: string) => `uid-status/${encodeURIComponent(uid)}`;

/** GET uid-status/{uid}. An answer that is not JSON is a failure of kind 'format', like one of the wrong shape. */
export async function fetchUidStatus(api: ApiClient, uid: string): Promise<UidStatus> {
  const body = await api
    .get(uidStatusPath(uid))
    .json()
    .catch((error: unknown) => {
      throw error instanceof SyntaxError ? new ApiError('format', null, null, error.message) : error;
    });
  return parseWith(uidStatus, body);
}
