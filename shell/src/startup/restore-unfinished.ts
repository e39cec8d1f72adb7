// In the shell's entry (no shared imports). Firefox keeps a page in its back/forward cache even while it
// is loading, and may restore it with what it was waiting for (a fetch, a remote's files) never settling:
// left before it rendered, the page came Back stuck on its loading screen. Such a page is loaded again.

let inFlight = 0;
let othersInFlight: () => boolean = () => false;

/** Counts a network wait (a fetch, a remote's files) until it settles; returns it unchanged. */
export function whileLoading<T>(work: Promise<T>): Promise<T> {
  inFlight += 1;
  const settled = () => {
    inFlight -= 1;
  };
  work.then(settled, settled);
  return work;
}

/** Network waits the entry cannot see, asked about on a restore (the HTTP client's reads in flight). */
export function alsoLoading(check: () => boolean) {
  othersInFlight = check;
}

/**
 * A page restored from the back/forward cache while it was still waiting for the network reloads (a
 * page that had rendered and was waiting for nothing carries on as it was). Only reads are counted:
 * a POST in flight keeps what the visitor typed and ends with the client's timeout.
 */
export function reloadRestoredUnfinished() {
  addEventListener('pageshow', (event) => {
    if (event.persisted && (inFlight > 0 || othersInFlight())) location.reload();
  });
}
