// The routes the site serves: the shell's fixed route table, then the pages the remotes' live releases
// declare in runtime-config.json (`routes`) that keep to the paths their remote claims. Used by the
// start-up code, so no shared imports here; the rules that accept declared routes are fetched only when
// the config declares any.
import { ROUTES, type RouteEntry } from './route-table';

let routes: readonly RouteEntry[] = ROUTES;
let accepting: Promise<readonly RouteEntry[]> | null = null;

/** The fixed routes, and the declared routes once accepted (see acceptConfigRoutes). */
export const siteRoutes = (): readonly RouteEntry[] => routes;

/**
 * Accepts runtime-config.json's declared routes into siteRoutes(), once: refused ones are logged with
 * console.error and ignored. Resolves at once when the config declares none. If their code cannot be
 * fetched (offline), the site keeps its fixed routes.
 */
export function acceptConfigRoutes(configRoutes: unknown): Promise<readonly RouteEntry[]> {
  if (accepting) return accepting;
  if (!Array.isArray(configRoutes) || configRoutes.length === 0) return Promise.resolve(routes);
  accepting = import('./declared-routes').then(
    ({ acceptedRoutes }) => {
      routes = [...ROUTES, ...acceptedRoutes(configRoutes)];
      return routes;
    },
    () => routes,
  );
  return accepting;
}

const listeners = new Set<() => void>();

/** For React (useSyncExternalStore): called when the declared routes change in an open tab. */
export function subscribeSiteRoutes(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The site's routes for a runtime-config.json read again (an open tab meeting a path it does not know: a
 * remote may have declared the page after the tab loaded), without changing what the router serves yet.
 */
export async function routesOfConfig(configRoutes: unknown): Promise<readonly RouteEntry[]> {
  if (!Array.isArray(configRoutes) || configRoutes.length === 0) return ROUTES;
  const { acceptedRoutes } = await import('./declared-routes');
  return [...ROUTES, ...acceptedRoutes(configRoutes)];
}

/** Serves these routes from now on, and tells the router. */
export function replaceSiteRoutes(next: readonly RouteEntry[]): void {
  routes = next;
  accepting = Promise.resolve(next);
  for (const listener of listeners) listener();
}
