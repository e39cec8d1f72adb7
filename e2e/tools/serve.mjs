// pnpm serve: the production builds served as a CDN would serve them, one origin per app.
import { API_PORT, APPS } from './apps.mjs';
import { serveBuilds } from './serve-builds.mjs';

const useRealTurnstileUrl = process.env.SERVE_TURNSTILE === 'cloudflare';
try {
  const { siteUrl } = await serveBuilds({
    turnstileScriptUrl: useRealTurnstileUrl ? undefined : `http://localhost:${API_PORT}/__dev/turnstile/api.js`,
  });
  for (const app of APPS) console.log(`${app.dir.padEnd(10)} http://localhost:${app.servePort}/`);
  console.log(`\nSite: ${siteUrl}/ (API expected at http://localhost:${API_PORT})`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
