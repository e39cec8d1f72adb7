// The local site of `pnpm serve`: after a switch its nginx renders the CSP again from the new
// runtime-config.json (the local CDN origin may be new to it). Production does this only when a
// remote moves to a new origin (deploy/README.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

function running(pidFile) {
  if (!existsSync(pidFile)) return false;
  try {
    process.kill(Number(readFileSync(pidFile, 'utf8')), 0);
    return true;
  } catch {
    return false;
  }
}

export async function reloadLocalSite() {
  // Imported here, not at load: a team's checkout of one remote has deploy/ but no e2e/ (pnpm remote-alone).
  const { NGINX_PREFIX } = await import('../../e2e/tools/serve-builds.mjs');
  const { reloadNginx } = await import('../../e2e/tools/nginx.mjs');
  if (!running(path.join(NGINX_PREFIX, 'nginx.pid'))) return;
  await reloadNginx(NGINX_PREFIX);
  console.log('The local nginx (pnpm serve) renders its headers from the new configuration.');
}
