// The routes the site serves: the shell's fixed route table, then the pages the remotes' live releases
// declare in runtime-config.json (`routes`) that keep to the paths their remote claims. Used by the
// start-up code, so no shared imports here; the rules that accept declared routes come in their own
// chunk, fetched only when the config declares any.
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
  accepting = import(/* webpackChunkName: "declared-routes" */ './declared-routes').then(
    ({ acceptedRoutes }) => {
      routes = [...ROUTES, ...acceptedRoutes(configRoutes)];
      return routes;
    },
    () => routes,
  );
  return accepting;
}
