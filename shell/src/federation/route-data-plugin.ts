import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { routeDataUrls } from '@qr/runtime/route-data';

interface ManifestExpose {
  name: string;
  assets: { js: { sync: string[] }; css: { sync: string[] } };
}

/**
 * The URLs of the files an exposed page needs at once (its sync JS and CSS), read from the remote's
 * mf-manifest.json; with publicPath 'auto' they live beside the manifest.
 */
export function exposeFileUrls(manifestJson: unknown, manifestUrl: string, expose: string) {
  const manifest = manifestJson as { metaData?: { publicPath?: string }; exposes?: ManifestExpose[] };
  const info = manifest.exposes?.find((item) => item.name === expose);
  if (!info) return { js: [], css: [] };
  const publicPath = manifest.metaData?.publicPath;
  const base = new URL(publicPath && publicPath !== 'auto' ? publicPath : '.', manifestUrl).href;
  const resolve = (files: string[]) => files.map((file) => new URL(file, base).href);
  return { js: resolve(info.assets.js.sync), css: resolve(info.assets.css.sync) };
}

/** <link rel="preload"> for each file; the federation runtime's own loading later finds them cached. */
function preloadFiles({ js, css }: { js: string[]; css: string[] }) {
  const add = (href: string, as: 'script' | 'style') => {
    if (document.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    // As the runtime will load them (cross-origin-plugin.ts): a preload in another mode is not used.
    if (new URL(href).origin !== location.origin) link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.append(link);
  };
  for (const href of css) add(href, 'style');
  for (const href of js) add(href, 'script');
}

export interface RouteDataTarget {
  remote: string;
  expose: string;
  /** The page's exposes to fetch now: the page, and its Hindi texts for a Hindi visitor. */
  exposes?: string[];
  params: Record<string, string>;
  apiBaseUrl: string;
  prefetch: (url: string) => void;
  /** Called once the page's files have been requested (or its manifest failed). */
  onPageRequested?: () => void;
}

/** Resolves in a task of its own: what runs after it lets the browser paint and handle input first. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * As soon as the first page's remote manifest is read (once): requests the page's files and starts the
 * calls the remote declares for it. The federation runtime would request the same files a few
 * steps later; on a slow phone those steps wait behind the shared libraries' scripts.
 * Then it yields: what the runtime does next (the shared modules' negotiation, the remote's entry) ran
 * in the same task as the manifest's handling, which made it one long task
 * (docs/decisions/0004-the-start-ups-main-thread.md).
 */
export function routeDataPlugin(target: RouteDataTarget): ModuleFederationRuntimePlugin {
  let started = false;
  return {
    name: 'route-data-plugin',
    afterLoadManifest({ moduleInfo, manifestJson, manifestUrl }) {
      if (started || moduleInfo.name !== target.remote) return;
      started = true;
      if (manifestJson) {
        for (const expose of target.exposes ?? [target.expose]) {
          preloadFiles(exposeFileUrls(manifestJson, manifestUrl, expose));
        }
        const routeData = (manifestJson.metaData as { routeData?: unknown }).routeData;
        for (const url of routeDataUrls(routeData, target.expose, target.params, target.apiBaseUrl)) {
          target.prefetch(url);
        }
      }
      target.onPageRequested?.();
      return nextTask();
    },
  };
}
