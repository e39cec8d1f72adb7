// Runs Debian's nginx unprivileged-style for local serving: everything (pid, logs, temp files) inside one
// prefix folder, the site's configuration from deploy/ rendered into it, in the foreground as a child of
// this process. Another process can re-render and reload it (reloadNginx) after a configuration change.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeAtomically } from '../../deploy/release/files.mjs';
import { brotliModules, contentSecurityPolicy, renderSiteConfig } from '../../deploy/render-nginx.mjs';

export { writeAtomically };

const NGINX = process.env.NGINX_BIN ?? (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function mainConfig(prefix) {
  const modules = brotliModules().map((file) => `load_module ${file};`);
  // Workers of a root master drop to `nobody`, which may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? ['user root;'] : [];
  return [
    ...modules,
    ...user,
    'daemon off;',
    'worker_processes 2;',
    `pid ${prefix}/nginx.pid;`,
    `error_log ${prefix}/error.log warn;`,
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    `  access_log ${prefix}/access.log;`,
    '  sendfile on;',
    "  gzip on; # as Debian's /etc/nginx/nginx.conf has it: the site's configuration must not clash with it",
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${prefix}/tmp/${kind};`),
    `  include ${prefix}/site.conf;`,
    '}',
    '',
  ].join('\n');
}

const nginxArgs = (prefix) => [
  '-p',
  prefix,
  '-c',
  path.join(prefix, 'nginx.conf'),
  '-e',
  path.join(prefix, 'error.log'),
];

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The rendered site.conf, with the CSP and preload headers of the runtime-config.json the shell serves. */
function writeSiteConfig(prefix, deployment) {
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

function stopStale(prefix) {
  const pidFile = path.join(prefix, 'nginx.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // not running any more
  }
}

async function waitForPorts(ports, child) {
  for (const port of ports) {
    for (let attempt = 0; ; attempt++) {
      if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}`);
      try {
        await fetch(`http://127.0.0.1:${port}/`, { method: 'HEAD' });
        break;
      } catch {
        if (attempt > 100) throw new Error(`nginx did not listen on ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  }
}

/**
 * Starts nginx for a deployment (see renderSiteConfig; each origin also names its `port`, and the shell
 * its `runtimeConfigDir`, whose runtime-config.json the CSP and preload headers are derived from) in `prefix`.
 * @returns {Promise<{ prefix: string, close: () => Promise<void> }>}
 */
export async function startNginx(prefix, deployment) {
  const ports = [deployment.shell, ...deployment.remotes].map((server) => server.port);
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(path.join(prefix, 'tmp', kind), { recursive: true });
  }
  writeFileSync(path.join(prefix, 'nginx.conf'), mainConfig(prefix));
  stopStale(prefix);
  writeSiteConfig(prefix, deployment);
  const child = spawn(NGINX, nginxArgs(prefix), { stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', stop);
  await waitForPorts(ports, child);
  return {
    prefix,
    close: () =>
      new Promise((resolve) => {
        process.off('exit', stop);
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        stop();
      }),
  };
}

/** The worker processes of the nginx whose master's pid file is in `prefix` (Linux: read from /proc). */
function workerPids(prefix) {
  const pidFile = path.join(prefix, 'nginx.pid');
  if (!existsSync(pidFile)) return [];
  const master = readFileSync(pidFile, 'utf8').trim();
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
