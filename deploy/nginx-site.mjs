// The site's configuration of a local nginx (one prefix folder holding its nginx.conf, pid, logs and
// deployment.json, as tools/nginx.mjs starts it): rendered from deploy/nginx into site.conf, tested, and
// reloaded after a configuration change. The release tools reload the local site with it.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { readPidFile } from './pid-file.ts';
import { writeAtomically } from './release/files.mjs';
import { brotliModules, contentSecurityPolicy, renderSiteConfig } from './render-nginx.ts';

export const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

export const nginxArgs = (prefix) => [
  '-p',
  prefix,
  '-c',
  path.join(prefix, 'nginx.conf'),
  '-e',
  path.join(prefix, 'error.log'),
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The rendered site.conf, with the CSP and preload headers of the runtime-config.json the shell serves. */
export function writeSiteConfig(prefix, deployment) {
  const configFile = path.join(deployment.shell.runtimeConfigDir, 'runtime-config.json');
  const brotli = brotliModules().length > 0;
  let siteConfig;
  try {
    siteConfig = renderSiteConfig({ brotli, ...deployment, runtimeConfig: readJson(configFile) });
  } catch (error) {
    // The renderer refuses a config the shell would refuse (naming the key): say which file, change nothing.
    throw new Error(`${configFile}: ${error.message}; nginx keeps its configuration`);
  }
  writeAtomically(path.join(prefix, 'site.conf'), siteConfig);
  writeFileSync(path.join(prefix, 'deployment.json'), JSON.stringify(deployment, null, 2));
  const test = spawnSync(NGINX, ['-t', '-q', ...nginxArgs(prefix)], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx rejected the configuration in ${prefix}:\n${test.stderr}`);
}

/** The worker processes of the nginx whose master's pid file is in `prefix` (Linux: read from /proc). */
function workerPids(prefix) {
  const master = String(readPidFile(path.join(prefix, 'nginx.pid')) ?? '');
  if (!master) return [];
  return readdirSync('/proc').filter((pid) => {
    if (!/^\d+$/.test(pid)) return false;
    try {
      // stat: "pid (name) state ppid ..."; the name has no ')' here.
      return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === master;
    } catch {
      return false;
    }
  });
}

const alive = (pid) => existsSync(`/proc/${pid}`);

/**
 * Re-renders the site's configuration of a running nginx (after runtime-config.json changed, or with
 * `change` applied to its deployment, e.g. one more origin) and reloads it gracefully: requests in
 * flight finish on the old configuration. Resolves once the shell's documents carry the new headers and
 * the workers of the old configuration have exited (until then one may still accept a new connection and
 * answer with the old headers), or 5 s after the new headers first came.
 */
export async function reloadNginx(prefix, change = (deployment) => deployment) {
  const deployment = change(readJson(path.join(prefix, 'deployment.json')));
  writeSiteConfig(prefix, deployment);
  const oldWorkers = workerPids(prefix);
  const reload = spawnSync(NGINX, ['-s', 'reload', ...nginxArgs(prefix)], { encoding: 'utf8' });
  if (reload.status !== 0) throw new Error(`nginx reload failed:\n${reload.stderr}`);
  const runtimeConfig = readJson(path.join(deployment.shell.runtimeConfigDir, 'runtime-config.json'));
  const expected = contentSecurityPolicy(runtimeConfig, {
    allowRemoteOrigins: deployment.allowRemoteOrigins,
    reportUri: deployment.reportUri,
  });
  let seenSince = null;
  for (let attempt = 0; attempt < 300; attempt++) {
    const response = await fetch(`http://127.0.0.1:${deployment.shell.port}/`, { method: 'HEAD' });
    const policy = response.headers.get('content-security-policy')?.replace(/'nonce-[0-9a-f]+'/, "'nonce-$request_id'");
    if (policy === expected) {
      seenSince ??= Date.now();
      // An old worker held open by a visitor's idle connection may take longer: 5 s is enough for the rest.
      if (!oldWorkers.some(alive) || Date.now() - seenSince > 5000) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('nginx did not pick up the new configuration');
}
