// Serves the four production builds through nginx with the deploy/ configuration, one origin per app. Like
// a deployment, the shell's origin gets a runtime-config.json for these origins, kept in .serve/
// (served over shell/dist) so that a rebuild of the shell never replaces it. Beside them runs the health
// collector (deploy/telemetry/) and the deploy API (deploy/api/) on their own ports, their state in .serve/ too. Used by `pnpm serve`,
// `pnpm size`, `pnpm bench` and the e2e suite.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { startDeployApi } from '../deploy/api/server.mjs';
import { checkedRuntimeConfig } from '../deploy/csp.ts';
import { reloadNginx } from '../deploy/nginx-site.mjs';
import { localEnvironmentDir, localPorts, resolveEnvironment } from '../deploy/release/environments.mjs';
import { writeAtomically } from '../deploy/release/files.mjs';
import { releasesDir } from '../deploy/release/releases.mjs';
import { mergeBuildIntoShellRoot } from '../deploy/release/shell-deploy.mjs';
import { readHistory, replay } from '../deploy/release/site-history.mjs';
import type { Deployment } from '../deploy/render-nginx.ts';
import { startCollector } from '../deploy/telemetry/collector.mjs';
import { API_PORT, APPS, COLLECTOR_PORT, DEPLOY_API_PORT, RELEASES_PORT, ROOT, runtimeConfigFor } from './apps.mjs';
import { startNginx } from './nginx.mjs';

/** Where the served production site's runtime-config.json lives, per serve port so parallel runs do not collide. */
export const SHELL_OVERLAY = localEnvironmentDir('production');
/** nginx's prefix (configuration, pid, logs) for `pnpm serve` on these ports. */
export const NGINX_PREFIX = path.join(SHELL_OVERLAY, 'nginx');

const SITE_ORIGIN = `http://localhost:${APPS[0]?.servePort}`;
const STAGING_ORIGIN = `http://localhost:${localPorts().staging}`;
/** The served site's health collector (deploy/telemetry/): POST /v1/logs, GET /v1/health. */
export const COLLECTOR_URL = `http://localhost:${COLLECTOR_PORT}`;
/** Its database, beside the served site's other state (--fresh starts it empty). */
export const COLLECTOR_DB = path.join(SHELL_OVERLAY, 'telemetry.db');
/** The deploy API's state (tokens, ledger, records, signing key, audit log), kept across restarts and --fresh. */
export const DEPLOY_API_STATE = path.join(SHELL_OVERLAY, 'deploy-api');
/** localhost on both loopback addresses: browsers and Node may resolve it to either. */
export const localListen = (port: number): string[] => [
  `127.0.0.1:${port}`,
  ...(ipv6Loopback() ? [`[::1]:${port}`] : []),
];

function ipv6Loopback() {
  return existsSync('/proc/net/if_inet6');
}

/** A remote's origin in a local deployment: its build folder on its own port. */
export interface LocalRemote {
  app: string;
  port: number;
  listen: string[];
  serverName: string;
  root: string;
}

export function localRemote(app: string, root: string, port: number): LocalRemote {
  return { app, port, listen: localListen(port), serverName: 'localhost', root };
}

function writeRuntimeConfig(dir: string, config: unknown) {
  mkdirSync(dir, { recursive: true });
  writeAtomically(path.join(dir, 'runtime-config.json'), `${JSON.stringify(config, null, 2)}\n`);
}

/**
 * An environment of the local site as the release tools left it: its runtime-config.json, history and
 * shell root survive a restart (what was promoted stays promoted). `fresh` starts it anew from the builds
 * in dist/ (the e2e suite does). Returns the environment and what is live in it, in one line.
 */
function prepareEnvironment(
  name: string,
  { fresh, turnstileScriptUrl }: { fresh: boolean; turnstileScriptUrl: string | undefined },
) {
  const environment = resolveEnvironment({ env: name });
  const dir = path.dirname(environment.configFile);
  if (fresh) {
    for (const file of [
      'runtime-config.json',
      'runtime-config.history.json',
      'runtime-config.history.json.bak',
      'runtime-config.lock',
    ]) {
      rmSync(path.join(dir, file), { force: true });
    }
    for (const folder of ['shell-root', 'shell-snapshots'])
      rmSync(path.join(dir, folder), { recursive: true, force: true });
  }
  let state = null;
  if (existsSync(environment.configFile)) {
    try {
      const config = JSON.parse(readFileSync(environment.configFile, 'utf8'));
      state = replay(readHistory(environment, config));
    } catch (error) {
      console.warn(
        `${name}: ${environment.configFile} could not be read (${(error as Error).message}); starting it anew`,
      );
    }
  }
  if (!state) {
    rmSync(environment.historyFile, { force: true });
    writeRuntimeConfig(
      dir,
      runtimeConfigFor((app: { servePort: number }) => app.servePort, { turnstileScriptUrl }),
    );
  }
  // The shell root keeps every shell's hashed files (open tabs load theirs); a promoted shell release
  // stays live, otherwise the current build of shell/ is served.
  if (!state?.shell) mergeBuildIntoShellRoot(path.join(ROOT, 'shell', 'dist'), environment.shellRoot);
  const promoted = state
    ? `${state.shell ? `shell ${state.shell}, ` : ''}remotes as last promoted`
    : 'the builds in dist/';
  return { environment, summary: `${name}: ${promoted}` };
}

/** A local environment's shell root (environments.mjs gives every local one its own). */
function localShellRoot(environment: { name: string; shellRoot: string | null }): string {
  if (environment.shellRoot === null) throw new Error(`the ${environment.name} environment has no shell root`);
  return environment.shellRoot;
}

function assertBuilt() {
  for (const app of APPS) {
    const dist = path.join(ROOT, app.dir, 'dist');
    if (!existsSync(path.join(dist, app.container ? 'mf-manifest.json' : 'index.html'))) {
      throw new Error(`${app.dir}/dist is missing: run "pnpm build" first.`);
    }
  }
}

/** The releases folder published like a CDN (/mfe-owner/1.2.0/...), on its own origin. */
function releasesOrigin() {
  mkdirSync(releasesDir(), { recursive: true });
  return localRemote('releases', releasesDir(), RELEASES_PORT);
}

/**
 * Serves the builds in each app's dist/, and the releases folder on the local CDN origin. The served
 * runtime-config.json starts pointing at the dist/ builds; `pnpm promote` switches a remote to a release.
 */
export async function serveBuilds({
  turnstileScriptUrl,
  fresh = false,
}: {
  turnstileScriptUrl?: string | undefined;
  fresh?: boolean;
} = {}) {
  assertBuilt();
  const production = prepareEnvironment('production', { fresh, turnstileScriptUrl });
  const staging = prepareEnvironment('staging', { fresh, turnstileScriptUrl });
  const [shell, ...remotes] = APPS;
  if (!shell) throw new Error('tools/apps.mjs names no shell');
  const shellOrigin = (environment: { name: string; shellRoot: string | null; configFile: string }, port: number) => ({
    port,
    listen: localListen(port),
    serverName: 'localhost',
    root: localShellRoot(environment),
    runtimeConfigDir: path.dirname(environment.configFile),
  });
  const nginx = await startNginx(NGINX_PREFIX, {
    siteOrigin: SITE_ORIGIN,
    corsOrigins: [STAGING_ORIGIN],
    shell: shellOrigin(production.environment, shell.servePort),
    remotes: [
      ...remotes.map((app) => localRemote(app.dir, path.join(ROOT, app.dir, 'dist'), app.servePort)),
      releasesOrigin(),
    ],
  });
  // Staging: its own shell origin and live config, beside the same remotes' origins and CDN.
  const stagingNginx = await startNginx(path.join(path.dirname(staging.environment.configFile), 'nginx'), {
    siteOrigin: STAGING_ORIGIN,
    shell: shellOrigin(staging.environment, localPorts().staging),
    remotes: [],
  });
  let collector: Awaited<ReturnType<typeof startLocalCollector>> | undefined;
  let deployApi: Awaited<ReturnType<typeof startLocalDeployApi>> | undefined;
  try {
    collector = await startLocalCollector({ fresh });
    deployApi = await startLocalDeployApi();
  } catch (error) {
    await Promise.all([nginx.close(), stagingNginx.close(), collector?.close()]);
    throw error;
  }
  return {
    siteUrl: SITE_ORIGIN,
    stagingUrl: STAGING_ORIGIN,
    apiUrl: `http://localhost:${API_PORT}`,
    collectorUrl: COLLECTOR_URL,
    deployApiUrl: deployApi.url,
    live: [production.summary, staging.summary],
    close: () => Promise.all([nginx.close(), stagingNginx.close(), collector.close(), deployApi.close()]),
  };
}

/** The deploy API for both local environments (the release CLI's --api mode), on loopback. */
async function startLocalDeployApi() {
  try {
    return await startDeployApi({ port: DEPLOY_API_PORT, host: '127.0.0.1', stateDir: DEPLOY_API_STATE });
  } catch (error) {
    throw new Error(`the deploy API could not start on port ${DEPLOY_API_PORT}: ${(error as Error).message}`);
  }
}

/** The health collector for both environments' shells, on localhost (both loopback addresses). */
async function startLocalCollector({ fresh }: { fresh: boolean }) {
  if (fresh) for (const suffix of ['', '-wal', '-shm']) rmSync(`${COLLECTOR_DB}${suffix}`, { force: true });
  mkdirSync(path.dirname(COLLECTOR_DB), { recursive: true });
  try {
    return await startCollector({
      port: COLLECTOR_PORT,
      host: ['127.0.0.1', ...(ipv6Loopback() ? ['::1'] : [])],
      dbFile: COLLECTOR_DB,
      allowedOrigins: [SITE_ORIGIN, STAGING_ORIGIN],
    });
  } catch (error) {
    throw new Error(`the health collector could not start on port ${COLLECTOR_PORT}: ${(error as Error).message}`);
  }
}

/** The origins deployRuntimeConfig allowed for the remotes it added last (taken away with them). */
let allowedForAddedRemotes = new Set<string>();

/**
 * Deploys a new runtime-config.json to the served site, as an operator would: the file is replaced
 * atomically and nginx re-renders its headers from it. `addRemotes` serves more remote origins (a
 * remote deployed elsewhere): as deploy/README.md asks, they are served and allowed by the CSP
 * (`allowRemoteOrigins`) before the config names them, so a document an old nginx worker still answers
 * (a browser's kept-alive connection) never carries a CSP that blocks the remote the new config names.
 */
export async function deployRuntimeConfig(
  config: unknown,
  { addRemotes = [] }: { addRemotes?: LocalRemote[] } = {},
): Promise<void> {
  // A config the shell (and the renderer) would refuse is refused before it replaces the live one.
  checkedRuntimeConfig(config);
  const added = addRemotes.map((remote) => `http://localhost:${remote.port}`);
  const previous = allowedForAddedRemotes;
  const withRemotes = (deployment: Deployment): Deployment => ({
    ...deployment,
    remotes: [
      ...deployment.remotes.filter((remote) => remote.app === 'releases' || APPS.some((app) => app.dir === remote.app)),
      ...addRemotes,
    ],
    // The origins allowed for added remotes go with them; any the release tools allowed stay.
    allowRemoteOrigins: [
      ...(deployment.allowRemoteOrigins ?? []).filter((origin) => !previous.has(origin) && !added.includes(origin)),
      ...added,
    ],
  });
  if (addRemotes.length > 0) await reloadNginx(NGINX_PREFIX, withRemotes);
  allowedForAddedRemotes = new Set(added);
  writeRuntimeConfig(SHELL_OVERLAY, config);
  await reloadNginx(NGINX_PREFIX, withRemotes);
}

/** Where `pnpm build:bundled` writes the bundled baseline (see tools/bench/bundled/). */
export const BUNDLED_DIST = path.join(ROOT, 'tools', 'bench', 'dist-bundled');

/**
 * Serves the bundled baseline (or a copy of it in root) on one origin, with the same runtime-config.json as
 * the federated site (its remotes are unused there) and the same headers, but no preload Link: it has no
 * remotes.
 */
export async function serveBundled({
  port,
  turnstileScriptUrl,
  root = BUNDLED_DIST,
}: {
  port: number;
  turnstileScriptUrl?: string | undefined;
  root?: string;
}): Promise<{ siteUrl: string; close: () => Promise<void> }> {
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('tools/bench/dist-bundled is missing: run "pnpm build:bundled" first.');
  }
  const overlay = path.join(ROOT, '.serve', `bundled-${port}`);
  writeRuntimeConfig(
    overlay,
    runtimeConfigFor((app: { servePort: number }) => app.servePort, { turnstileScriptUrl }),
  );
  const nginx = await startNginx(path.join(overlay, 'nginx'), {
    siteOrigin: `http://localhost:${port}`,
    preconnect: false,
    shell: { port, listen: localListen(port), serverName: 'localhost', root, runtimeConfigDir: overlay },
    remotes: [],
  });
  return { siteUrl: `http://localhost:${port}`, close: nginx.close };
}
