import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

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

export interface RouteDataTarget {
  remote: string;
  expose: string;
  params: Record<string, string>;
  apiBaseUrl: string;
  prefetch: (url: string) => void;
}

/** Starts the first page's declared calls as soon as its remote's manifest is read (once). */
export function routeDataPlugin(target: RouteDataTarget): ModuleFederationRuntimePlugin {
  let started = false;
  return {
    name: 'route-data-plugin',
    afterLoadManifest({ moduleInfo, manifestJson }) {
      if (started || moduleInfo.name !== target.remote || !manifestJson) return;
      started = true;
      const routeData = (manifestJson.metaData as { routeData?: unknown }).routeData;
      for (const url of routeDataUrls(routeData, target.expose, target.params, target.apiBaseUrl)) target.prefetch(url);
    },
  };
}
