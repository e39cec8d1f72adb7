/**
 * API reads started at start-up, before any page code has loaded, kept until the page asks for them
 * (shared-ui's HTTP client takes them instead of sending the same request again). Each is used once.
 */
const responses = new Map<string, Promise<Response>>();

export function prefetch(url: string) {
  if (!responses.has(url)) responses.set(url, fetch(url, { headers: { accept: 'application/json' } }));
}

export function takePrefetched(url: string): Promise<Response> | undefined {
  const response = responses.get(url);
  responses.delete(url);
  return response;
}
