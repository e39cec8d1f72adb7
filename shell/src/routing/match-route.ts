import type { RouteEntry } from './route-table';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

/**
 * The site's one route matcher: the start-up code (before react-router has loaded), the router (app.tsx gives
 * react-router only the route found here), the document, the health reports and the web server's configuration
 * all ask it. It finds the route react-router would (docs/decisions/0008-one-route-matcher.md): a static segment
 * beats a parameter, segments compare decoded and regardless of case, trailing slashes match. A path with a
 * malformed %-escape matches nothing.
 */
export function matchRoute(pathname: string, routes: readonly RouteEntry[]): RouteMatch | null {
  let segments: string[];
  try {
    segments = segmentsOf(pathname).map(decodeURIComponent);
  } catch {
    return null;
  }
  for (const route of rankRoutes(routes)) {
    const params = matchPattern(segmentsOf(route.path), segments);
    if (params) return { route, params };
  }
  return null;
}

/** The routes in the order they are tried: fewer parameters first (the table's order among equals). */
export function rankRoutes<Route extends { path: string }>(routes: readonly Route[]): Route[] {
  return [...routes].sort((a, b) => dynamicSegments(a.path) - dynamicSegments(b.path));
}

function dynamicSegments(path: string): number {
  return path.split('/').filter((segment) => segment.startsWith(':')).length;
}

/** '/' is [''], '/terms/' is ['', 'terms'], '//terms' is ['', '', 'terms']: trailing slashes do not count. */
const segmentsOf = (path: string) => path.replace(/\/+$/, '').split('/');

function matchPattern(wanted: readonly string[], segments: readonly string[]): Record<string, string> | null {
  if (wanted.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = segments[index] as string;
    if (segment.startsWith(':')) {
      if (!value) return null;
      params[segment.slice(1)] = value;
    } else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  return params;
}
