// Runs Debian's nginx unprivileged-style for local serving: everything (pid, logs, temp files) inside one
// prefix folder, the site's configuration from deploy/ rendered into it (deploy/nginx-site.mjs), in the
// foreground as a child of this process. Another process can re-render and reload it (deploy/nginx-site.mjs).
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { NGINX, nginxArgs, writeSiteConfig } from '../deploy/nginx-site.mjs';
import { readPidFile } from '../deploy/pid-file.ts';
import { brotliModules } from '../deploy/render-nginx.ts';

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

function stopStale(prefix) {
  const pid = readPidFile(path.join(prefix, 'nginx.pid'));
  if (pid === null) return;
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
