/**
 * Responses the host started before any page code loaded (for example the data a remote declares for
 * the first page). The HTTP client asks here before sending a GET, so the request is never sent twice.
 * The client's signal (its timeout) is passed on: the host aborts its early request with it.
 */
export type TakePrefetched = (url: string, signal?: AbortSignal) => Promise<Response> | undefined;

let takeFromHost: TakePrefetched = () => undefined;

/** Called once by the host at start-up. */
export function acceptPrefetchedResponses(take: TakePrefetched) {
  takeFromHost = take;
}

/** The prefetched response for a GET of this URL, once; undefined when there is none or it failed. */
export async function takePrefetchedResponse(url: string, signal?: AbortSignal): Promise<Response | undefined> {
  const response = takeFromHost(url, signal);
  return response?.catch(() => undefined);
}
