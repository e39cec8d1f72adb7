// Where each app lives and which ports it uses, in one place for start, serve, size and the e2e suite.
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
export const API_PORT = Number(process.env.API_PORT ?? 4000);
/** pnpm serve puts the shell on this port and the remotes on the next three (5000-5003 by default). */
export const SERVE_PORT_BASE = Number(process.env.SERVE_PORT_BASE ?? 5000);

/** The local CDN origin of `pnpm serve`, publishing releases/ (deploy/release/): the port after the apps'. */
export const RELEASES_PORT = SERVE_PORT_BASE + 4;

/** The health collector of `pnpm serve` (deploy/telemetry/): after the staging site's port (base + 5). */
export const COLLECTOR_PORT = SERVE_PORT_BASE + 6;

/** The deploy API of `pnpm serve` (deploy/api/: the release commands over HTTP for teams' CI): base + 7. */
export const DEPLOY_API_PORT = SERVE_PORT_BASE + 7;

export const APPS = [
  { dir: 'shell', container: null, devPort: 3000, servePort: SERVE_PORT_BASE },
  { dir: 'mfe-public', container: 'mfe_public', devPort: 3001, servePort: SERVE_PORT_BASE + 1 },
  { dir: 'mfe-owner', container: 'mfe_owner', devPort: 3002, servePort: SERVE_PORT_BASE + 2 },
  { dir: 'mfe-admin', container: 'mfe_admin', devPort: 3003, servePort: SERVE_PORT_BASE + 3 },
];

/** runtime-config.json for a deployment whose remotes are served from the given port of each app. */
export function runtimeConfigFor(portOf, { turnstileScriptUrl } = {}) {
  return {
    apiBaseUrl: `http://localhost:${API_PORT}`,
    turnstile: {
      siteKey: '1x00000000000000000000AA',
      productionHost: 'qrcontact.in',
      productionSiteKey: '0x4AAAAAAA-replace-with-production-key',
      ...(turnstileScriptUrl ? { scriptUrl: turnstileScriptUrl } : {}),
    },
    // Where a preview (?preview=mfe-owner@1.2.0) loads a release from: the local CDN of releases/.
    releasesCdn: `http://localhost:${RELEASES_PORT}`,
    remotes: Object.fromEntries(
      APPS.filter((app) => app.container).map((app) => [
        app.container,
        `http://localhost:${portOf(app)}/mf-manifest.json`,
      ]),
    ),
  };
}
