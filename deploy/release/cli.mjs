// Releases of one remote, for its team:
//   release  <app> [version] [--app-dir DIR] [--no-gate]  build the remote alone into releases/<app>/<version>/
//   compat   <app> <version>                               run the compatibility gate on a release
//   promote  <app> <version> [--force]                     point the live runtime-config.json at a release
//   rollback <app>                                         return the remote to what it was before the last promote
//   list     [app]                                         the releases, and which one is live
// Every command takes --config FILE (the live runtime-config.json), --shell DIR|URL (the live shell's
// build or site) and --cdn URL (where releases/ is published); without them, the local `pnpm serve` site.
import { parseArgs } from 'node:util';
import { buildRelease } from './build-release.mjs';
import { runGate } from './gate.mjs';
import {
  appendHistory,
  liveSite,
  promotesInForce,
  readHistory,
  readLiveConfig,
  writeLiveConfig,
} from './live-site.mjs';
import { reloadLocalSite } from './local-site.mjs';
import {
  assertRemote,
  assertVersion,
  listReleases,
  REMOTES,
  ReleaseError,
  readRelease,
  releaseManifestPath,
} from './releases.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    config: { type: 'string' },
    shell: { type: 'string' },
    cdn: { type: 'string' },
    'app-dir': { type: 'string' },
    'no-gate': { type: 'boolean', default: false },
    'allow-dirty': { type: 'boolean', default: false },
    'skip-checks': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
  },
});
const [command, app, version] = positionals;
const site = liveSite(options);
const liveConfigOrNull = () => {
  try {
    return readLiveConfig(site);
  } catch {
    return null;
  }
};

async function release() {
  assertRemote(app);
  const built = await buildRelease({
    app,
    version: version && assertVersion(version),
    appDir: options['app-dir'],
    allowDirty: options['allow-dirty'],
    skipChecks: options['skip-checks'],
    gate: options['no-gate'] ? null : (manifest) => runGate({ app, manifest, site, config: liveConfigOrNull() }),
  });
  console.log(`\nReleased ${app} ${built.version}: ${built.folder}`);
  console.log(`  switch it on with: pnpm promote ${app} ${built.version}`);
}

async function compat() {
  assertRemote(app);
  const { manifest } = readRelease(app, assertVersion(version));
  const gate = await runGate({ app, manifest, site, config: liveConfigOrNull() });
  console.log(gate.report);
  if (!gate.ok) process.exitCode = 1;
}

async function switchRemote(container, url, entry) {
  const config = readLiveConfig(site);
  const previous = config.remotes[container];
  const next = { ...config, remotes: { ...config.remotes, [container]: url } };
  writeLiveConfig(site, next);
  appendHistory(site, { at: new Date().toISOString(), app, from: previous, to: url, ...entry });
  console.log(
    `${app}: ${previous}\n   -> ${url}\nwritten to ${site.configFile}; visitors get it on their next page load.`,
  );
  if (site.local) await reloadLocalSite(next);
  else if (new URL(url).origin !== new URL(previous).origin) {
    console.log(`The remote moved to a new origin: render the nginx configuration again (deploy/README.md).`);
  }
}

async function promote() {
  const container = assertRemote(app);
  const { manifest } = readRelease(app, assertVersion(version));
  const gate = await runGate({ app, manifest, site, config: liveConfigOrNull() });
  console.log(gate.report);
  if (!gate.ok && !options.force) {
    throw new ReleaseError(`not promoted: the gate refused ${app} ${version} (--force overrides it)`);
  }
  if (!gate.ok) console.log(`--force: promoting ${app} ${version} although the gate refused it.`);
  await switchRemote(container, new URL(releaseManifestPath(app, version), site.cdn).href, {
    action: 'promote',
    version,
    gate: gate.ok ? 'passed' : 'forced',
  });
}

async function rollback() {
  const container = assertRemote(app);
  const last = promotesInForce(readHistory(site), app).at(-1);
  if (!last) throw new ReleaseError(`${app} has no promote to roll back in ${site.configFile}`);
  const current = readLiveConfig(site).remotes[container];
  if (current !== last.to) {
    throw new ReleaseError(`${app} is live at ${current}, not at its last promote (${last.to}): changed by hand?`);
  }
  console.log(`Rolling ${app} back from ${last.version}.`);
  await switchRemote(container, last.from, { action: 'rollback', undoes: last.version });
}

function list() {
  const config = liveConfigOrNull();
  for (const name of app ? [app] : Object.keys(REMOTES)) {
    const live = config?.remotes?.[assertRemote(name)];
    console.log(`${name}: live ${live ?? '(no live config)'}`);
    for (const item of listReleases(name)) {
      const url = new URL(releaseManifestPath(name, item), site.cdn).href;
      console.log(`  ${url === live ? '*' : ' '} ${item}`);
    }
  }
}

const COMMANDS = { release, compat, promote, rollback, list };
try {
  const run = COMMANDS[command];
  if (!run)
    throw new ReleaseError(`usage: node deploy/release/cli.mjs ${Object.keys(COMMANDS).join('|')} <app> [version]`);
  await run();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`\n${error.message}`);
  process.exitCode = 1;
}
