/**
 * API reads started at start-up, before any page code has loaded, kept until the page asks for them
 * (shared-ui's HTTP client takes them instead of sending the same request again). Each is used once.
 */
const responses = new Map<string, Promise<Response>>();

export function prefetch(url: string) {
  if (responses.has(url)) return;
  const response = fetch(url, { headers: { accept: 'application/json' } });
  // A read that fails (offline, blocked) before the page takes it must not surface as an unhandled
  // rejection: the page sends its own request instead (see shared-ui's takePrefetchedResponse).
  response.catch(() => undefined);
  responses.set(url, response);
}

export function takePrefetched(url: string): Promise<Response> | undefined {
  const response = responses.get(url);
  responses.delete(url);
  return response;
}
