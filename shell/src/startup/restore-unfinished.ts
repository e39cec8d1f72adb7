// In the shell's entry (no shared imports). Firefox keeps a page in its back/forward cache even while it is
// loading, and may restore it with what it was waiting for (a fetch, a remote's files) never settling: a
// page left before it had rendered came Back stuck on its loading screen, for good.

/**
 * The attribute that marks a loading screen, the shell's and the remotes' (a page's first screen while its
 * data or code is on its way). Remotes write it as a literal: they cannot import the shell.
 */
export const LOADING_SCREEN = 'data-loading-screen';

/**
 * A page restored from the back/forward cache before it had rendered (a loading screen shows: the document's
 * own first screen is one, and stays until the app shows its page, see first-screen.ts) is loaded again. A
 * page that had rendered carries on as it was, with what was typed; a request still running there ends with
 * the HTTP client's timeout and retry.
 */
export function reloadRestoredUnfinished() {
  addEventListener('pageshow', (event) => {
    if (event.persisted && document.querySelector(`[${LOADING_SCREEN}]`)) location.reload();
  });
}
