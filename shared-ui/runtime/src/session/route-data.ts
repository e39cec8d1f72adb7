// Plain code the shell's start-up runs before any shared module has loaded (entry @qr/runtime/route-data,
// bundled into its caller): the shell's route-data plugin, and the bench's bundled baseline, which has no manifest.

/**
 * The data a remote declares in its mf-manifest.json (metaData.routeData) for the pages it exposes:
 * public GET calls a page starts with, as API paths with {param} placeholders from the route, e.g.
 * { StickerPage: ['uid-status/{uid}'] }. The shell starts them when the manifest arrives, in parallel
 * with the page's code, without knowing any API of its own.
 */
export type RouteData = Record<string, string[]>;

/** The absolute URLs of a page's declared calls, joined to the API base as the HTTP client joins them. */
export function routeDataUrls(
  routeData: unknown,
  expose: string,
  params: Record<string, string>,
  apiBaseUrl: string,
): string[] {
  const paths = routeData && typeof routeData === 'object' ? (routeData as RouteData)[expose] : undefined;
  if (!Array.isArray(paths)) return [];
  const base = `${apiBaseUrl.replace(/\/+$/, '')}/`;
  return paths.flatMap((template) => {
    if (typeof template !== 'string') return [];
    let complete = true;
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = params[name];
      if (value === undefined) complete = false;
      return encodeURIComponent(value ?? '');
    });
    if (!complete) return [];
    try {
      return [new URL(path.replace(/^\/+/, ''), base).href];
    } catch {
      return [];
    }
  });
}
