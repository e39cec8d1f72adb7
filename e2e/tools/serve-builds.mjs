// Serves the four production builds, one origin per app, after writing the shell's runtime-config.json
// for those origins (as a deployment would). Used by `pnpm serve` and `pnpm size`.
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_PORT, APPS, ROOT, runtimeConfigFor } from './apps.mjs';
import { startStaticServer } from './static-server.mjs';

export async function serveBuilds({ turnstileScriptUrl } = {}) {
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!existsSync(path.join(dist, app.container ? 'mf-manifest.json' : 'index.html'))) {
      throw new Error(`${app.dir}/dist is missing: run "pnpm build" first.`);
    }
  }
  const config = runtimeConfigFor((app) => app.servePort, { turnstileScriptUrl });
  writeFileSync(path.join(ROOT, 'shell', 'dist', 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
  const servers = [];
  for (const app of APPS) {
    servers.push(
      await startStaticServer({
        root: path.join(ROOT, app.dir, 'dist'),
        port: app.servePort,
        spa: !app.container,
        cors: Boolean(app.container),
      }),
    );
  }
  return { siteUrl: `http://localhost:${APPS[0].servePort}`, apiUrl: `http://localhost:${API_PORT}`, servers };
}
