// The site the smoke runs against, as the e2e suite serves it: the local API, then the built apps through
// nginx (tools/serve.mjs --fresh) with the offline bot-check stand-in. Started here and stopped here, by
// the processes' own ids.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

function start(args, env, name) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-4000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const stop = () =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  process.once('exit', () => child.kill('SIGTERM'));
  return { child, stop, output: () => `${name}: ${output.trim()}` };
}

async function waitUntilUp(url, server) {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (await answers(url)) return;
    if (server.child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`${url} did not answer.\n${server.output()}`);
}

/** Starts the API and the site on free ports; refuses ports already in use (another run's state). */
export async function startSite({ sitePort, apiPort }) {
  const api = `http://localhost:${apiPort}`;
  const site = `http://localhost:${sitePort}`;
  for (const url of [`${api}/__dev/outbox`, `${site}/`]) {
    if (await answers(url)) throw new Error(`${url} is in use: choose ENGINES_SITE_PORT / ENGINES_API_PORT`);
  }
  const apiServer = start(['tools/api/main.ts'], { API_PORT: String(apiPort) }, 'api');
  await waitUntilUp(`${api}/__dev/outbox`, apiServer);
  const siteServer = start(
    ['tools/serve.mjs', '--fresh'],
    {
      SERVE_PORT_BASE: String(sitePort),
      API_PORT: String(apiPort),
      RELEASES_DIR: path.join(ROOT, '.serve', String(sitePort), 'releases'),
      SERVE_TURNSTILE: '',
    },
    'site',
  );
  try {
    await waitUntilUp(`${site}/`, siteServer);
  } catch (error) {
    await apiServer.stop();
    throw error;
  }
  return { site, api, stop: () => Promise.all([siteServer.stop(), apiServer.stop()]) };
}
