// Runs in the shell's entry chunk, before the async boundary: nothing here may import a shared module
// (react, shared-ui, @qr/runtime, ...), which are not loaded yet; @qr/runtime/config-url is a plain
// function bundled into the entry. Its job is to start at once what the first page needs, so that the
// remote's page and its data download while react-dom does.
import { configUrlProblem } from '@qr/runtime/config-url';
import { RUNTIME_CONFIG_URL } from '../config/runtime-config-url';
import { withCanaries } from '../federation/canary';
import { preloadRoutePage, registerRemoteEntries } from '../federation/remotes';
import { nextTask } from '../federation/route-data-plugin';
import { withPreview, withPreviewRoutes } from '../preview/preview-request';
import { matchRoute } from '../routing/match-route';
import { ROUTES } from '../routing/route-table';
import { acceptConfigRoutes, siteRoutes } from '../routing/site-routes';

/** index.html preloads this file (<link rel="preload">), so the request is under way before any script runs. */

let configResponse: Promise<Response> | null = null;

/** The runtime-config.json response for the bootstrap to validate (the start-up fetch, or a new one). */
export function runtimeConfigResponse(): Promise<Response> {
  return configResponse ?? fetch(RUNTIME_CONFIG_URL);
}

const usableUrl = (value: unknown): value is string => typeof value === 'string' && configUrlProblem(value) === null;

/** The remotes' URLs, or null unless every one is a URL the site may load code from. */
function remoteUrlRecord(value: unknown): Record<string, string> | null {
  if (!value || typeof value !== 'object') return null;
  const entries = Object.entries(value);
  return entries.every(([, item]) => usableUrl(item)) ? Object.fromEntries(entries) : null;
}

/** The longest the bootstrap waits for the first page's manifest before it runs anyway. */
export const MANIFEST_WAIT_MS = 300;

/**
 * Fetches runtime-config.json, registers the remotes it names and, on a public route, preloads the
 * route's page and the data the remote declares for it. Anything unexpected (including a URL that is
 * neither https nor http on localhost) is left to the bootstrap, which validates the config properly
 * and shows the error page: nothing is fetched from such a URL.
 *
 * Resolves when the bootstrap should start: once the page's manifest has been read (so the page's
 * files are requested before the shared libraries' scripts take the main thread), or at the latest
 * MANIFEST_WAIT_MS after the config arrived, or at once when there is nothing to preload. Always in a
 * task after that moment: the bootstrap's import starts the runtime's negotiation of every shared module
 * it needs, which in the manifest's own task made it a long task (docs/performance.md, "The bootstrap a task
 * after the manifest").
 */
export function startEarly(pathname: string): Promise<void> {
  const response = fetch(RUNTIME_CONFIG_URL);
  configResponse = response.then((value) => value.clone());
  return response
    .then((value) => value.json() as Promise<Record<string, unknown>>)
    .then(async (config) => {
      const { apiBaseUrl, remotes, routes, canaries } = config;
      const remoteUrls = remoteUrlRecord(remotes);
      if (!remoteUrls || !usableUrl(apiBaseUrl)) return;
      // This visitor's side of each canary, then a tester's preview (its link verified with the config's
      // previewKey), which wins for its remote.
      const assigned = withCanaries(remoteUrls, canaries);
      registerRemoteEntries(await withPreview(assigned.remotes, config), assigned.arms);
      // The pages the remotes declare: their rules are fetched now (the bootstrap waits for them), and
      // waited for here only for a path no fixed route serves. A declared page lives under its remote's
      // claim (multi-segment static prefixes, route-claims), where a fixed route, if any matches, outranks it.
      const declared = acceptConfigRoutes(await withPreviewRoutes(routes));
      let match = matchRoute(pathname, ROUTES);
      if (!match) {
        await declared;
        match = matchRoute(pathname, siteRoutes());
      }
      // Owner and admin pages wait for the guards: nobody fetches a remote they may not be allowed to use.
      if (match?.route.access !== 'public') return;
      const pagePreloaded = preloadRoutePage(match.route, match.params, apiBaseUrl);
      return Promise.race([pagePreloaded, new Promise<void>((resolve) => setTimeout(resolve, MANIFEST_WAIT_MS))]);
    })
    .catch(() => undefined)
    .then(nextTask);
}
