import { useMessages } from '@qr/runtime/i18n';
import { afterNextPaint } from '@qr/runtime/scheduling';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../routing/match-route';
import { siteRoutes } from '../routing/site-routes';
import { routeDescriptionMessages } from './descriptions/messages';

const WAIT_FOR_HEADING_MS = 10_000;

/** The page's <h1>, unless it is a loading screen's: that one is about to be replaced, and focus with it. */
function pageHeading(main: HTMLElement): HTMLElement | null {
  return main.querySelector<HTMLElement>('h1:not([data-loading-screen] h1)');
}

/** Focuses the page's <h1> (focusable without entering the tab order); false while there is none yet. */
function focusHeading(main: HTMLElement): boolean {
  const heading = pageHeading(main);
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return true;
}

/**
 * Focuses the new page's <h1> once its remote has rendered it and the browser has painted it, unless the page
 * puts focus somewhere first. Focused in the task that rendered the page, it forced the page's layout and the
 * focus event's handlers into that task, which made it a long task on a slow phone
 * (docs/decisions/0006-windowed-lists.md).
 */
function focusHeadingWhenReady(main: HTMLElement): () => void {
  const before = document.activeElement;
  const pageTookFocus = () => {
    const active = document.activeElement;
    return active !== null && active !== document.body && active !== before && active !== main;
  };
  let cancelFocus: (() => void) | null = null;
  const focusAfterPaint = () => {
    cancelFocus = null;
    if (pageTookFocus() || focusHeading(main)) stop();
  };
  const check = () => {
    if (pageTookFocus()) stop();
    else if (!cancelFocus && pageHeading(main)) cancelFocus = afterNextPaint(focusAfterPaint);
  };
  const observer = new MutationObserver(check);
  const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    cancelFocus?.();
  };
  observer.observe(main, { childList: true, subtree: true });
  check();
  return stop;
}

export interface AfterNavigationProps {
  mainId: string;
  /** The pathname when the visitor first interacted: a different one since then was a navigation. */
  since: string;
}

/**
 * The route's meta description in the page's language, after a navigation or a switch of language (and
 * from the start for a Hindi visitor: index.html has the site's English description for the first load).
 */
export function RouteDescription() {
  const { pathname } = useLocation();
  const descriptions = useMessages(routeDescriptionMessages);
  useEffect(() => {
    const route = matchRoute(pathname, siteRoutes())?.route;
    // A page a remote declares has no description of its own: the site's.
    const description = route && (descriptions[route.path] ?? descriptions['/']);
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [pathname, descriptions]);
  return null;
}

/**
 * What a client-side navigation does besides rendering the page (loaded at the first interaction, since
 * there is no navigation to handle before): focus on the new page's <h1>, so a screen reader announces the
 * page and the next Tab starts there. The first load keeps focus where the browser put it.
 */
export default function AfterNavigation({ mainId, since }: AfterNavigationProps) {
  const { pathname } = useLocation();
  const previous = useRef(since);
  useEffect(() => {
    if (pathname === previous.current) return;
    previous.current = pathname;
    const main = document.getElementById(mainId);
    return main ? focusHeadingWhenReady(main) : undefined;
  }, [pathname, mainId]);
  return null;
}
