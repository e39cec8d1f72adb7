// pnpm releases (list) and pnpm releases history: what has been released, what is live where, and who
// switched what, when and why.
import { environmentNames, resolveEnvironment } from './environments.mjs';
import { APPS, compareVersions, listReleases, REMOTES, ReleaseError, readRelease } from './releases.mjs';
import { versionOfUrl } from './remote-switch.mjs';
import { readHistory, replay } from './site-history.mjs';
import { readLiveConfig } from './switch.mjs';
import { verifyOnCdn } from './verify.mjs';

/** Per environment: the version of each app live there (null: a build that is not a release). */
export function liveVersions(options) {
  return liveSites(options).versions;
}

/** Per environment: each app's live version, and each remote's canary ({ version, share }) if one runs. */
function liveSites(options) {
  const live = {};
  const canaries = {};
  for (const name of environmentNames(options)) {
    let environment;
    let config;
    try {
      environment = resolveEnvironment({ ...options, env: name });
      config = readLiveConfig(environment);
    } catch {
      continue; // an environment not running (locally: pnpm serve not started)
    }
    const state = replay(readHistory(environment, config));
    canaries[name] = Object.fromEntries(
      Object.entries(REMOTES).flatMap(([app, container]) =>
        config.canaries?.[container] ? [[app, config.canaries[container]]] : [],
      ),
    );
    live[name] = Object.fromEntries(
      Object.keys(APPS).map((app) => [
        app,
        app === 'shell' ? state.shell : versionOfUrl(environment, app, config.remotes[REMOTES[app]]),
      ]),
    );
  }
  return { versions: live, canaries };
}

const day = (iso) => (iso ? iso.replace('T', ' ').slice(0, 16) : '?');
const short = (commit) =>
  typeof commit === 'string' && /^[0-9a-f]{40}$/.test(commit) ? commit.slice(0, 9) : String(commit ?? '?');

export function listCommand({ args, options }) {
  const { versions: live, canaries } = liveSites(options);
  const canaryIn = (env, app) => {
    const canary = canaries[env]?.[app];
    return canary ? ` + canary ${canary.version} at ${canary.share}%` : '';
  };
  for (const app of args.app ? [args.app] : Object.keys(APPS)) {
    const versions = listReleases(app).sort(compareVersions).reverse();
    const liveHere = Object.entries(live).map(
      ([env, apps]) => `${env} ${apps[app] ?? '(not a release)'}${canaryIn(env, app)}`,
    );
    console.log(`${app}: live in ${liveHere.join(', ') || 'no environment (no live config)'}`);
    if (!versions.length) console.log('  no releases');
    for (const version of versions) {
      const { record } = readRelease(app, version);
      const where = [
        ...Object.entries(live)
          .filter(([, apps]) => apps[app] === version)
          .map(([env]) => env),
        ...Object.entries(canaries)
          .filter(([, apps]) => apps[app]?.version === version)
          .map(([env, apps]) => `${env} (canary ${apps[app].share}%)`),
      ];
      const dirty = record.dirty ? '+dirty' : '';
      console.log(
        `  ${where.length ? '*' : ' '} ${version.padEnd(12)} ${day(record.builtAt)}  ${short(record.commit)}${dirty}  gate ${record.gate ?? '?'}  checks ${record.checks ?? '?'}${where.length ? `  live: ${where.join(', ')}` : ''}`,
      );
    }
  }
}

function describeSwitch(entry) {
  if (entry.action === 'adopt') return 'the live config as it was';
  if (entry.action === 'advance') return `${entry.app} ${entry.version}: canary to ${entry.share}%`;
  if (entry.action === 'canary') return `${entry.app} ${entry.fromVersion ?? entry.from} + canary ${entry.version}`;
  if (entry.canary) return `${entry.app}: ended the canary of ${entry.version} (${entry.share}%)`;
  return `${entry.app} ${entry.fromVersion ?? entry.from ?? '-'} -> ${entry.version ?? entry.to ?? '-'}`;
}

export function historyCommand({ args, environment }) {
  const history = readHistory(environment, readLiveConfig(environment));
  const entries = history.entries.filter((entry) => !args.app || entry.app === args.app);
  console.log(
    `${environment.name}: ${entries.length} switch${entries.length === 1 ? '' : 'es'} (${environment.historyFile})`,
  );
  for (const entry of entries) {
    const extra = [
      entry.share !== undefined && entry.action !== 'rollback' && `share ${entry.share}%`,
      entry.steps && `steps ${entry.steps.join(',')}`,
      entry.finishes && `finished a canary at ${entry.finishes}%`,
      entry.halted && 'halted',
      entry.gate && `gate ${entry.gate}`,
      entry.commit && `commit ${short(entry.commit)}`,
      entry.reason && `"${entry.reason}"`,
    ]
      .filter(Boolean)
      .join(', ');
    console.log(
      `  #${entry.rev} ${day(entry.at)} ${entry.actor}: ${entry.action} ${describeSwitch(entry)}${extra ? ` (${extra})` : ''}`,
    );
  }
}

/**
 * pnpm releases verify: every release live in the environment, as the CDN serves it now, against its
 * record (run it on a schedule: a file changed on the CDN after its release is noticed, not only at
 * the next switch).
 */
export async function verifyCommand({ environment }) {
  const config = readLiveConfig(environment);
  let problems = 0;
  const live = Object.entries(REMOTES).flatMap(([app, container]) => [
    [app, config.remotes[container]],
    ...(config.canaries?.[container] ? [[app, config.canaries[container].url]] : []),
  ]);
  for (const [app, url] of live) {
    const version = versionOfUrl(environment, app, url);
    if (!version) {
      console.log(`  -  ${app}: ${url} is not a release of this CDN (nothing to compare)`);
      continue;
    }
    let record = null;
    try {
      record = readRelease(app, version).record;
    } catch {
      // this checkout has no record: the CDN's release.json is compared with the files
    }
    const verified = await verifyOnCdn({ manifestUrl: url, record, publicKeyFile: environment.releasePublicKey }).catch(
      (error) => ({ problems: [error.message] }),
    );
    problems += verified.problems.length;
    console.log(
      verified.problems.length
        ? `  ✗  ${app} ${version}: ${verified.problems.slice(0, 3).join('; ')}`
        : `  ✓  ${app} ${version}: ${Object.keys(verified.record.files).length} files as released`,
    );
  }
  if (problems) throw new ReleaseError(`${environment.name}: ${problems} problem(s) with the live releases on the CDN`);
  console.log(`${environment.name}: every live release is on the CDN as it was released`);
}
