// The retention rule (pnpm releases prune): which old releases may be deleted, and when. A release is
// kept while any of these holds, in any environment:
//   - it is live;
//   - a rollback can reach it (the "from" or "to" of a switch still in force);
//   - it is among the newest --keep releases of its app (default 3);
//   - it was live less than --days ago (default 30): a tab opened then may still load its chunks.
// A release never live ages from its build time. The same rule prunes the shell root: a hashed file
// no kept shell release lists, older than --days, may be deleted. Without --apply nothing is deleted.
import { existsSync, readdirSync, renameSync, rmSync, statSync, unlinkSync } from 'node:fs';
import path from 'node:path';
import { environmentNames, resolveEnvironment } from './environments.mjs';
import { firstLine } from './files.mjs';
import {
  APPS,
  compareVersions,
  listReleases,
  ReleaseError,
  readRelease,
  releaseFolder,
  retireVersion,
} from './releases.mjs';
import { versionOfUrl } from './remote-switch.mjs';
import { HASHED_FILE } from './shell-deploy.mjs';
import { readHistory, replay, switchesInForce } from './site-history.mjs';
import { withLock } from './site-lock.mjs';
import { readLiveConfig } from './switch.mjs';

const DAY_MS = 24 * 60 * 60 * 1000;

function count(value, name, fallback) {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0) throw new ReleaseError(`--${name} takes a whole number, not "${value}"`);
  return number;
}

/**
 * For each environment that is deployed: its environment, config and history. An environment with
 * neither a live config nor a history is not deployed (locally: pnpm serve never ran it) and protects
 * nothing; one whose files cannot be read refuses the prune, naming it: what it runs is unknown, and a
 * prune that skipped it deleted the release live there.
 */
function sites(options) {
  const found = [];
  for (const name of environmentNames(options)) {
    const environment = resolveEnvironment({ ...options, env: name });
    if (!existsSync(environment.configFile) && !existsSync(environment.historyFile)) continue;
    try {
      const config = readLiveConfig(environment);
      found.push({ environment, config, history: readHistory(environment, config) });
    } catch (error) {
      throw new ReleaseError(
        `refused: prune cannot read ${name} (${firstLine(error)}); nothing deleted, since what ${name} runs is unknown`,
      );
    }
  }
  return found;
}

const versionIn = (environment, app, value) => (app === 'shell' ? value : versionOfUrl(environment, app, value));

/**
 * Why a release of `app` is kept (null: the rule lets it go).
 * @returns {string|null}
 */
export function keepReason({ app, version, newer, builtAt, sites: known, keep, days, now = Date.now() }) {
  if (newer < keep) return `one of the ${keep} newest`;
  let lastLive = null;
  for (const { environment, config, history } of known) {
    const live = app === 'shell' ? replay(history).shell : versionOfUrl(environment, app, config.remotes[APPS[app]]);
    if (live === version) return `live in ${environment.name}`;
    if (app !== 'shell' && config.canaries?.[APPS[app]]?.version === version)
      return `in a canary in ${environment.name}`;
    for (const entry of switchesInForce(history, app)) {
      if (versionIn(environment, app, entry.from) === version || versionIn(environment, app, entry.to) === version) {
        return `a rollback in ${environment.name} returns to it`;
      }
    }
    // The last time it stopped being live here: the entry that switched away from it.
    for (const entry of history.entries) {
      if (entry.app === app && versionIn(environment, app, entry.from) === version) lastLive = entry.at;
    }
  }
  const since = Date.parse(lastLive ?? builtAt ?? 0);
  if (now - since < days * DAY_MS)
    return `${lastLive ? 'live' : 'built'} less than ${days} days ago (${(lastLive ?? builtAt).slice(0, 10)})`;
  return null;
}

function removeFolder(folder) {
  const doomed = path.join(path.dirname(folder), `.pruned-${path.basename(folder)}-${process.pid}`);
  renameSync(folder, doomed); // out of the CDN's view in one step
  rmSync(doomed, { recursive: true, force: true });
}

/** Holds every environment's lock (in name order), so that no switch lands while releases are deleted. */
async function withEveryLock(options, work) {
  const locks = environmentNames(options)
    .sort()
    .map((name) => resolveEnvironment({ ...options, env: name }).lockFile)
    .filter((file) => existsSync(path.dirname(file)));
  const hold = (index) =>
    index === locks.length
      ? work()
      : withLock(locks[index], { actor: process.env.QR_ACTOR ?? 'releases prune', command: 'releases prune' }, () =>
          hold(index + 1),
        );
  return hold(0);
}

export function pruneCommand({ args, options }) {
  return withEveryLock(options, () => prune({ args, options }));
}

function prune({ args, options }) {
  const keep = count(options.keep, 'keep', 3);
  const days = count(options.days, 'days', 30);
  const known = sites(options);
  const keptShellFiles = new Set();
  let deletable = 0;
  for (const app of args.app ? [args.app] : Object.keys(APPS)) {
    const versions = listReleases(app).sort(compareVersions).reverse();
    versions.forEach((version, newer) => {
      const { record } = readRelease(app, version);
      const reason = keepReason({ app, version, newer, builtAt: record.builtAt, sites: known, keep, days });
      if (reason) {
        if (app === 'shell') for (const file of Object.keys(record.files ?? {})) keptShellFiles.add(file);
        console.log(`  keep    ${app} ${version}: ${reason}`);
        return;
      }
      deletable++;
      if (options.apply) {
        retireVersion(app, version);
        removeFolder(releaseFolder(app, version));
      }
      console.log(`  ${options.apply ? 'deleted' : 'may go '} ${app} ${version}`);
    });
  }
  if (!args.app || args.app === 'shell')
    deletable += pruneShellRoots({ known, keptShellFiles, days, apply: options.apply });
  console.log(
    options.apply
      ? `pruned ${deletable} item(s) under the retention rule (keep ${keep}, ${days} days)`
      : `${deletable} item(s) may be deleted under the retention rule (keep ${keep}, ${days} days); --apply deletes them`,
  );
}

/** Hashed files of the shell roots that no kept shell release lists and that are older than `days`. */
function pruneShellRoots({ known, keptShellFiles, days, apply }) {
  if (!keptShellFiles.size) return 0; // no shell release kept: the root may still be a plain build's
  let deletable = 0;
  for (const { environment } of known) {
    const root = environment.shellRoot;
    if (!root || !existsSync(root)) continue;
    for (const file of readdirSync(root)) {
      if (!HASHED_FILE.test(file) || keptShellFiles.has(file)) continue;
      if (Date.now() - statSync(path.join(root, file)).mtimeMs < days * DAY_MS) continue;
      deletable++;
      if (apply) unlinkSync(path.join(root, file));
    }
  }
  if (deletable)
    console.log(`  ${apply ? 'deleted' : 'may go '} ${deletable} old shell file(s) no kept shell release lists`);
  return deletable;
}
