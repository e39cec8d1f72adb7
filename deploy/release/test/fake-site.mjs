// A site for the release tools' tests, without builds or nginx: a releases folder of small fake
// releases (manifest, entry, release.json with their hashes) served over HTTP like a CDN, a shell
// folder holding the shell's mf-manifest.json, and a live runtime-config.json.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const CLI = path.join(import.meta.dirname, '..', 'cli.mjs');
const CONTAINERS = { 'mfe-public': 'mfe_public', 'mfe-owner': 'mfe_owner', 'mfe-admin': 'mfe_admin' };
const SHARED = [
  ['react', '19.3.1', '^19.2.0'],
  ['react-dom', '19.3.1', '^19.2.0'],
  ['jotai', '3.0.1', '^3.0.0'],
  ['@qr/runtime', '0.1.0', '^0.1.0'],
];
const PAGES = [
  { path: '/', remote: 'mfe_public', expose: 'LandingPage' },
  { path: '/admin', remote: 'mfe_owner', expose: 'OwnerHomePage' },
  { path: '/admin/queries', remote: 'mfe_admin', expose: 'QueriesPage' },
];

export function remoteManifest(app, version, change = (manifest) => manifest) {
  const container = CONTAINERS[app];
  return change({
    metaData: { name: container, buildInfo: { buildVersion: version } },
    exposes: PAGES.filter((page) => page.remote === container).map((page) => ({ name: page.expose })),
    shared: SHARED.map(([name, , requiredVersion]) => ({ name, requiredVersion, singleton: true })),
  });
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

/** Writes a release folder as `pnpm release` would (its record lists every file's SHA-256). */
export function writeRelease(releases, app, version, { change, gate = 'passed' } = {}) {
  const folder = path.join(releases, app, version);
  mkdirSync(folder, { recursive: true });
  const files = {
    'mf-manifest.json': JSON.stringify(remoteManifest(app, version, change)),
    'remoteEntry.js': `/* ${app} ${version} */`,
    [`page.${sha256(app + version).slice(0, 10)}.js`]: `export default ${JSON.stringify(version)};`,
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  const record = {
    app,
    version,
    commit: sha256(version).slice(0, 40),
    builtAt: new Date().toISOString(),
    gate,
    checks: 'passed',
    files: Object.fromEntries(Object.entries(files).map(([name, text]) => [name, sha256(text)])),
  };
  writeFileSync(path.join(folder, 'release.json'), JSON.stringify(record));
  return folder;
}

function serveFolder(root) {
  const server = createServer((request, response) => {
    try {
      const file = path.join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname));
      if (!file.startsWith(root)) throw new Error('outside');
      const body = readFileSync(file);
      response.writeHead(200, { 'content-type': 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end('not found');
    }
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * @returns {Promise<{ dir: string, releases: string, config: string, history: string, cdn: string,
 *   run: (...args: string[]) => Promise<{ code: number, output: string }>,
 *   runWith: (env: object, ...args: string[]) => Promise<{ code: number|null, signal: string|null, output: string }>,
 *   live: () => object, close: () => void }>}
 */
export async function fakeSite({ versions = ['1.0.0', '1.1.0', '1.2.0'] } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'release-site-'));
  const releases = path.join(dir, 'releases');
  for (const app of Object.keys(CONTAINERS)) for (const version of versions) writeRelease(releases, app, version);
  const shell = path.join(dir, 'shell');
  mkdirSync(shell);
  writeFileSync(
    path.join(shell, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { name: 'shell', pages: PAGES },
      shared: SHARED.map(([name, version]) => ({ name, version, singleton: true })),
    }),
  );
  const server = await serveFolder(releases);
  const cdn = `http://127.0.0.1:${server.address().port}/`;
  const configDir = path.join(dir, 'live');
  mkdirSync(configDir);
  const config = path.join(configDir, 'runtime-config.json');
  const first = (app) => `${cdn}${app}/${versions[0]}/mf-manifest.json`;
  writeFileSync(
    config,
    JSON.stringify({
      apiBaseUrl: 'https://api.example.in',
      turnstile: { siteKey: 'k', productionHost: 'example.in', productionSiteKey: 'p' },
      remotes: Object.fromEntries(Object.entries(CONTAINERS).map(([app, container]) => [container, first(app)])),
      // Every release under it is allowed by the site's CSP (deploy/csp.ts: script-src names folders).
      releasesCdn: cdn,
    }),
  );
  const runWith = (env, ...args) =>
    new Promise((resolve) => {
      // With an environments file, that file describes each environment (its config, shell and CDN).
      const defaults = args.includes('--environments') ? {} : { '--config': config, '--shell': shell, '--cdn': cdn };
      const site = Object.entries(defaults).flatMap(([flag, value]) => (args.includes(flag) ? [] : [flag, value]));
      const child = spawn(process.execPath, [CLI, ...args, ...site], {
        env: { ...process.env, RELEASES_DIR: releases, QR_ACTOR: 'test', ...env },
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('close', (code, signal) => resolve({ code, signal, output }));
    });
  const run = (...args) => runWith({}, ...args);
  return {
    dir,
    shell,
    releases,
    config,
    history: path.join(configDir, 'runtime-config.history.json'),
    cdn,
    run,
    runWith,
    live: () => JSON.parse(readFileSync(config, 'utf8')),
    close: () => server.close(),
  };
}
