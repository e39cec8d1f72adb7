/**
 * Responses the host started before any page code loaded (for example the data a remote declares for
 * the first page). The HTTP client asks here before sending a GET, so the request is never sent twice.
 */
export type TakePrefetched = (url: string) => Promise<Response> | undefined;

let takeFromHost: TakePrefetched = () => undefined;

/** Called once by the host at start-up. */
export function acceptPrefetchedResponses(take: TakePrefetched) {
  takeFromHost = take;
}

/** The prefetched response for a GET of this URL, once; undefined when there is none or it failed. */
export async function takePrefetchedResponse(url: string): Promise<Response | undefined> {
  const response = takeFromHost(url);
  return response?.catch(() => undefined);
}
