// The local site of `pnpm serve`: after a switch its nginx renders the CSP again from the new
// runtime-config.json (the local CDN origin may be new to it). Production does this only when a
// remote moves to a new origin (deploy/README.md).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { reloadNginx } from '../../e2e/tools/nginx.mjs';
import { NGINX_PREFIX } from '../../e2e/tools/serve-builds.mjs';

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
  if (!running(path.join(NGINX_PREFIX, 'nginx.pid'))) return;
  await reloadNginx(NGINX_PREFIX);
  console.log('The local nginx (pnpm serve) renders its headers from the new configuration.');
}
