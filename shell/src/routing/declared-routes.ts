import { acceptDeclaredRoutes, PATH_CLAIMS } from '@qr/platform/federation/route-claims';
import { ROUTES, type RouteEntry } from './route-table';

/**
 * The declared routes of runtime-config.json that keep to their remote's claims (the release gate's
 * rules, @qr/platform/federation/route-claims). The others are logged once, in one console.error, and
 * ignored: the rest of the site works.
 */
export function acceptedRoutes(configRoutes: readonly unknown[]): RouteEntry[] {
  const { routes, problems } = acceptDeclaredRoutes(configRoutes, ROUTES, PATH_CLAIMS);
  if (problems.length) {
    const lines = problems.map((problem) => `  ${problem.text}`).join('\n');
    console.error(`[routes] runtime-config.json declares pages this site ignores:\n${lines}`);
  }
  // Accepted routes are under a claim, and every claim is one of the site's remotes.
  return routes as RouteEntry[];
}
