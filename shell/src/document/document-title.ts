export const SITE_NAME = 'QR Vehicle Contact';

/** document.title of a route: its own name first, then the site's ('Contact the owner · QR Vehicle Contact'). */
export function documentTitle(route: { title: string }): string {
  return route.title === SITE_NAME ? SITE_NAME : `${route.title} · ${SITE_NAME}`;
}
