// pnpm serve [--fresh]: the production builds served through nginx with the deploy/ configuration, one
// origin per app, and two environments of the site (production and staging). What the release tools
// promoted stays live across a restart; --fresh (or SERVE_FRESH=1) starts both from the builds in dist/.
// The site needs the local API: one already answering on API_PORT is used, else one is started here
// (its outbox lines are printed here) and stops with the site. The health collector (deploy/telemetry/)
// and the deploy API (deploy/api/) run beside the site and stop with it. Ctrl-C stops everything quietly.
import { releasesDir } from '../deploy/release/releases.mjs';
import { API_PORT, APPS, RELEASES_PORT } from './apps.mjs';
import { readCommandLine } from './command-line.ts';
import { startApiIfNeeded } from './local-api.mjs';
import { COLLECTOR_DB, DEPLOY_API_STATE, NGINX_PREFIX, serveBuilds } from './serve-builds.ts';

const useRealTurnstileUrl = process.env.SERVE_TURNSTILE === 'cloudflare';
const { values } = readCommandLine({
  name: 'serve',
  usage: 'usage: pnpm serve [--fresh]',
  options: { fresh: { type: 'boolean', default: false } },
});
const fresh = values.fresh || process.env.SERVE_FRESH === '1';
let stopSite = async () => {};
let stopApi = async () => {};
let stopping = false;
// On, not once: under pnpm, Ctrl-C's SIGINT comes twice (pnpm passes it on), and a second one unheard would
// kill this process by default. During start-up, what has started stops on exit (tools/nginx.mjs).
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    Promise.all([stopSite(), stopApi()]).then(() => process.exit(0));
  });
}
try {
  const { siteUrl, stagingUrl, apiUrl, collectorUrl, deployApiUrl, live, close } = await serveBuilds({
    fresh,
    turnstileScriptUrl: useRealTurnstileUrl ? undefined : `http://localhost:${API_PORT}/__dev/turnstile/api.js`,
  });
  stopSite = close;
  const api = await startApiIfNeeded(apiUrl, { onLine: (line) => console.log(line) });
  stopApi = api.stop;
  for (const app of APPS) console.log(`${app.dir.padEnd(10)} http://localhost:${app.servePort}/`);
  console.log(`${'releases'.padEnd(10)} http://localhost:${RELEASES_PORT}/ (${releasesDir()}, like a CDN)`);
  const whose = api.started ? 'started here, stops with the site' : 'already running, used as it is';
  console.log(`${'api'.padEnd(10)} ${apiUrl} (${whose}; OTPs at ${apiUrl}/__dev/outbox)`);
  console.log(
    `${'collector'.padEnd(10)} ${collectorUrl}/v1/logs (health reports; ${collectorUrl}/v1/health; ${COLLECTOR_DB})`,
  );
  console.log(
    `${'deploy-api'.padEnd(10)} ${deployApiUrl}/v1/commands (release commands for CI: pnpm deploy-api token create; ${DEPLOY_API_STATE})`,
  );
  console.log(`\nSite: ${siteUrl}/ (production), staging: ${stagingUrl}/`);
  console.log(`Live: ${live.join('; ')}`);
  console.log(`nginx: ${NGINX_PREFIX}/site.conf (rendered from deploy/nginx), logs beside it`);
  console.log(`Ctrl-C stops the site${api.started ? ' and the API' : ''}.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
