// In the shell's entry (no shared imports): it must be watching before React's first render.
import { LOADING_SCREEN } from './restore-unfinished';

/**
 * Keeps the document's first screen (index.html, just before #root) over the app while the app's main region
 * holds nothing but a loading screen (the shell's spinner while the page's code arrives, or a page that is
 * only a loading screen), until the visitor has moved to another path: on a weak link the visitor sees the
 * first screen and then the page, never the shell's spinner in between. A page that shows its own frame while
 * part of it loads (the sticker check, the referral count) takes over at once. Removed in the same task as the
 * commit that shows the page, before the browser paints it, so no frame shows both (first-screen.css lays
 * the app out beneath it meanwhile).
 */
export function keepFirstScreenUntilPage() {
  const root = document.getElementById('root') as HTMLElement;
  const path = location.pathname;
  new MutationObserver((_, observer) => {
    if (location.pathname === path && root.querySelector(`main>[${LOADING_SCREEN}]`)) return;
    document.querySelector('.first-screen')?.remove();
    observer.disconnect();
  }).observe(root, { childList: true, subtree: true });
}
