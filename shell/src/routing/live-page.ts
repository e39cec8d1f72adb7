import { loadRuntimeConfig } from '@qr/runtime';
import { RUNTIME_CONFIG_URL } from '../config/runtime-config-url';
import { followLiveSite } from '../federation/follow-live-site';
import { matchRoute } from './match-route';
import { replaceSiteRoutes, routesOfConfig } from './site-routes';

/**
 * Whether a path this tab does not know is a page of the live site now: runtime-config.json read again
 * (never from a cache), its declared routes accepted anew, and the remote that declares the path moved to
 * where the live site has it (the release that declared the page may be newer than the tab's).
 */
export async function isLivePage(pathname: string): Promise<boolean> {
  const result = await loadRuntimeConfig(RUNTIME_CONFIG_URL);
  if (!result.ok) return false;
  const routes = await routesOfConfig(result.config.routes);
  const match = matchRoute(pathname, routes);
  if (!match) return false;
  // The remote first: the router renders the page as soon as the routes change.
  await followLiveSite(match.route.remote);
  replaceSiteRoutes(routes);
  return true;
}
