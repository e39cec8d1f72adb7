import { useEffect } from 'react';
import { useLanguage, useMessages } from 'shared-ui/i18n';
import type { RouteEntry } from '../routing/route-table';
import { routeTitleMessages } from './titles/messages';

export const SITE_NAME = 'QR Vehicle Contact';

/** document.title of a route: its own name first, then the site's ('Contact the owner · QR Vehicle Contact'). */
export function documentTitle(route: Pick<RouteEntry, 'title'>): string {
  return route.title === SITE_NAME ? SITE_NAME : `${route.title} · ${SITE_NAME}`;
}

/** Sets the open route's document.title, in the page's language (and again when it changes). */
export function useRouteTitle(route: RouteEntry) {
  const language = useLanguage();
  const titles = useMessages(routeTitleMessages);
  // A declared route brings its own titles; the fixed routes' are the catalog's.
  const title = language === 'hi' && route.titleHi ? route.titleHi : (titles[route.path] ?? route.title);
  useEffect(() => {
    document.title = documentTitle({ title });
  }, [title]);
}
