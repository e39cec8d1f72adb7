import type { RouteEntry } from './route-table';

export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const actual = pathname.split('/').filter(Boolean);
  if (wanted.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    const value = actual[index] as string;
    if (segment.startsWith(':')) {
      try {
        params[segment.slice(1)] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (segment !== value) return null;
  }
  return params;
}

/**
 * The route table entry for a path, ranked as react-router ranks them (a static segment beats a
 * parameter), for the start-up code that runs before react-router has loaded.
 */
export function matchRoute(pathname: string, routes: readonly RouteEntry[]): RouteMatch | null {
  const ranked = [...routes].sort((a, b) => dynamicSegments(a.path) - dynamicSegments(b.path));
  for (const route of ranked) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, params };
  }
  return null;
}

function dynamicSegments(path: string): number {
  return path.split('/').filter((segment) => segment.startsWith(':')).length;
}
