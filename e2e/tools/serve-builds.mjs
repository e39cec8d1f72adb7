// Serves the four production builds, one origin per app. Like a deployment, the shell's origin gets a
// runtime-config.json for these origins, kept in e2e/.serve/ (served over shell/dist) so that a rebuild of
// the shell never replaces it. Used by `pnpm serve`, `pnpm size` and the e2e suite.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { matchRoute } from '../../shell/src/routing/match-route.ts';
import { ROUTES } from '../../shell/src/routing/route-table.ts';
import { API_PORT, APPS, ROOT, runtimeConfigFor } from './apps.mjs';
import { startStaticServer } from './static-server.mjs';

/** Where the served shell's runtime-config.json lives, per serve port so parallel runs do not collide. */
export const SHELL_OVERLAY = path.join(ROOT, 'e2e', '.serve', String(APPS[0].servePort));

/**
 * The Content-Security-Policy a CDN sends with the shell: scripts only from the site itself, the
 * remotes and the bot-check script, never eval or inline code.
 */
export function contentSecurityPolicy(config) {
  const origins = new Set(
    [...Object.values(config.remotes), config.turnstile.scriptUrl ?? 'https://challenges.cloudflare.com'].map(
      (url) => new URL(url).origin,
    ),
  );
  return [
    `script-src 'self' ${[...origins].join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * A Link header for the documents of public pages (the scanner's, the landing page, the info pages: the
 * first visits): their remote's manifest and entry start downloading with the document instead of after
 * the shell's entry script has run. Derived from the shell's route table and the live
 * runtime-config.json, like the CSP. The federation runtime fetches the manifest with fetch() (CORS,
 * hence crossorigin) and the entry with a classic script tag; each preload must match. Owner and admin
 * pages get none: nothing is fetched ahead for a page behind a guard.
 */
export function preloadLinkHeader(config, pathname) {
  const route = matchRoute(pathname, ROUTES)?.route;
  if (route?.access !== 'public') return null;
  const manifest = config.remotes[route.remote];
  const entry = new URL('remoteEntry.js', manifest).href;
  return `<${manifest}>; rel=preload; as=fetch; crossorigin=anonymous, <${entry}>; rel=preload; as=script`;
}

/** The headers a CDN adds to the shell's documents, computed from the live runtime-config.json. */
export function documentHeadersFor(config, pathname) {
  const link = preloadLinkHeader(config, pathname);
  return { 'Content-Security-Policy': contentSecurityPolicy(config), ...(link ? { Link: link } : {}) };
}

export async function serveBuilds({ turnstileScriptUrl } = {}) {
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!existsSync(path.join(dist, app.container ? 'mf-manifest.json' : 'index.html'))) {
      throw new Error(`${app.dir}/dist is missing: run "pnpm build" first.`);
    }
  }
  const config = runtimeConfigFor((app) => app.servePort, { turnstileScriptUrl });
  mkdirSync(SHELL_OVERLAY, { recursive: true });
  const configPath = path.join(SHELL_OVERLAY, 'runtime-config.json');
  writeFileSync(configPath, `${JSON.stringify(config, null, 2)}\n`);
  const servers = [];
  for (const app of APPS) {
    servers.push(
      await startStaticServer({
        root: path.join(ROOT, app.dir, 'dist'),
        overlay: app.container ? undefined : SHELL_OVERLAY,
        // Follows the live runtime-config.json, so moving a remote needs no other change.
        documentHeaders: app.container
          ? undefined
          : (pathname) => documentHeadersFor(JSON.parse(readFileSync(configPath, 'utf8')), pathname),
        port: app.servePort,
        spa: !app.container,
        cors: Boolean(app.container),
      }),
    );
  }
  return { siteUrl: `http://localhost:${APPS[0].servePort}`, apiUrl: `http://localhost:${API_PORT}`, servers };
}

/** Where `pnpm build:bundled` writes the bundled baseline (see e2e/bench/bundled/). */
export const BUNDLED_DIST = path.join(ROOT, 'e2e', 'bench', 'dist-bundled');

/**
 * Serves the bundled baseline on one origin, with the same runtime-config.json as the federated site
 * (its remotes are unused there) and the same headers.
 */
export async function serveBundled({ port, turnstileScriptUrl } = {}) {
  if (!existsSync(path.join(BUNDLED_DIST, 'index.html'))) {
    throw new Error('e2e/bench/dist-bundled is missing: run "pnpm build:bundled" first.');
  }
  const overlay = path.join(ROOT, 'e2e', '.serve', `bundled-${port}`);
  mkdirSync(overlay, { recursive: true });
  const config = runtimeConfigFor((app) => app.servePort, { turnstileScriptUrl });
  writeFileSync(path.join(overlay, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const server = await startStaticServer({
    root: BUNDLED_DIST,
    overlay,
    // The same CSP; no Link header: the baseline has no remotes to preload.
    documentHeaders: () => ({ 'Content-Security-Policy': contentSecurityPolicy(config) }),
    port,
    spa: true,
  });
  return { siteUrl: `http://localhost:${port}`, server };
}
