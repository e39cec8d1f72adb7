// pnpm serve [--fresh]: the production builds served through nginx with the deploy/ configuration, one
// origin per app, and two environments of the site (production and staging). What the release tools
// promoted stays live across a restart; --fresh (or SERVE_FRESH=1) starts both from the builds in dist/.
import { releasesDir } from '../deploy/release/releases.mjs';
import { API_PORT, APPS, RELEASES_PORT } from './apps.mjs';
import { NGINX_PREFIX, serveBuilds } from './serve-builds.mjs';

const useRealTurnstileUrl = process.env.SERVE_TURNSTILE === 'cloudflare';
const fresh = process.argv.includes('--fresh') || process.env.SERVE_FRESH === '1';
try {
  const { siteUrl, stagingUrl, live, close } = await serveBuilds({
    fresh,
    turnstileScriptUrl: useRealTurnstileUrl ? undefined : `http://localhost:${API_PORT}/__dev/turnstile/api.js`,
  });
  for (const app of APPS) console.log(`${app.dir.padEnd(10)} http://localhost:${app.servePort}/`);
  console.log(`${'releases'.padEnd(10)} http://localhost:${RELEASES_PORT}/ (${releasesDir()}, like a CDN)`);
  console.log(
    `\nSite: ${siteUrl}/ (production), staging: ${stagingUrl}/ (API expected at http://localhost:${API_PORT})`,
  );
  console.log(`Live: ${live.join('; ')}`);
  console.log(`nginx: ${NGINX_PREFIX}/site.conf (rendered from deploy/nginx), logs beside it`);
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => close().then(() => process.exit(0)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
