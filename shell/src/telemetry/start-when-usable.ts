// In the bootstrap, which every route loads before its page: it only waits (the reporter is fetched later).

/** Marks a loading screen, the shell's and the remotes' (startup/restore-unfinished.ts's LOADING_SCREEN). */
const LOADING = '[data-loading-screen]';

/**
 * Runs `start` once the first page is usable (the app shows something that is not a loading screen) and the
 * browser is then idle: the health reports' code never competes with the page's own requests or first render.
 */
export function startWhenUsable(start: () => void, root = document.getElementById('root') as HTMLElement) {
  new MutationObserver((_, observer) => {
    if (!root.firstElementChild || root.querySelector(LOADING)) return;
    observer.disconnect();
    // Safari has no requestIdleCallback: the next task instead (setTimeout reads no delay from the options).
    (window.requestIdleCallback || setTimeout)(start, { timeout: 5000 } as never);
  }).observe(root, { childList: true, subtree: true });
}
