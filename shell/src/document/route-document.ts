import { useEffect } from 'react';
import type { RouteEntry } from '../routing/route-table';

export const SITE_NAME = 'QR Vehicle Contact';

/** document.title of a route: its own name first, then the site's ('Contact the owner · QR Vehicle Contact'). */
export function documentTitle(route: Pick<RouteEntry, 'title'>): string {
  return route.title === SITE_NAME ? SITE_NAME : `${route.title} · ${SITE_NAME}`;
}

/** Sets the open route's document.title. */
export function useRouteTitle(route: RouteEntry) {
  useEffect(() => {
    document.title = documentTitle(route);
  }, [route]);
}
