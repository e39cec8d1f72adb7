// The pages a visitor sees after the first: react-router moves with history.pushState and replaceState and
// follows popstate. A path the router replaces at once (a guard's or an unknown path's redirect) is not seen, so a
// page counts once its path has held for SETTLE_MS, or when the visitor moves on from it (a new history entry), or
// when the page is hidden or left before that.

export const SETTLE_MS = 500;

/**
 * Calls `onPage(pathname)` for each new path the tab settles on; the query string and hash never count. Returns
 * settle: counts a path that changed and has not been counted yet (before the page is left).
 */
export function watchNavigations(onPage: (pathname: string) => void): () => void {
  let counted = location.pathname;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settle = () => {
    clearTimeout(timer);
    if (location.pathname === counted) return;
    counted = location.pathname;
    onPage(counted);
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLE_MS);
  };
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = history[method];
    history[method] = function (this: History, state: unknown, unused: string, url?: string | URL | null) {
      // A new entry: the page being left was seen, however briefly; a replaced one was not.
      if (method === 'pushState') settle();
      original.call(this, state, unused, url);
      changed();
    };
  }
  addEventListener('popstate', changed);
  return settle;
}
