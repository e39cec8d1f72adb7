// Plain code the shell's start-up runs before any shared module has loaded (entry
// @qr/runtime/prefetched-responses, bundled into the shell): the host's side of prefetched.ts.

/**
 * API reads started at start-up, before any page code has loaded, kept until the page asks for them
 * (shared-ui's HTTP client takes them instead of sending the same request again). Each is used once.
 */
const responses = new Map<string, { response: Promise<Response>; abort: AbortController }>();

export function prefetch(url: string) {
  if (responses.has(url)) return;
  const abort = new AbortController();
  const response = fetch(url, { headers: { accept: 'application/json' }, signal: abort.signal });
  // A read that fails (offline, blocked) before the page takes it must not surface as an unhandled
  // rejection: the page sends its own request instead (see shared-ui's takePrefetchedResponse).
  response.catch(() => undefined);
  responses.set(url, { response, abort });
}

/** The started read, once; the client's signal (its timeout) aborts it, so a stalled read does not linger. */
export function takePrefetched(url: string, signal?: AbortSignal): Promise<Response> | undefined {
  const started = responses.get(url);
  responses.delete(url);
  if (started && signal) {
    if (signal.aborted) started.abort.abort();
    else signal.addEventListener('abort', () => started.abort.abort(), { once: true });
  }
  return started?.response;
}
