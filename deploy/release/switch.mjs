// A change of an environment's live site, as one transaction: under the environment's lock, the live
// runtime-config.json and the history are read and checked against each other before anything is
// touched; the plan (verification on the CDN, the gate) runs; then the history entry is written and the
// config is written from the history's replay. Either both land or neither does (a crash between the
// two writes is completed by the next command, see settle).
import { existsSync, readFileSync } from 'node:fs';
import { parseRuntimeConfig } from '../../shared-ui/src/runtime/runtime-config-schema.ts';
import { firstLine, writeJsonAtomically } from './files.mjs';
import { ReleaseError } from './releases.mjs';
import { readHistory, replay, sameSite, stateOfConfig, writeHistory } from './site-history.mjs';
import { withLock } from './site-lock.mjs';

/**
 * The live runtime-config.json, checked with the schema the shell and the CSP renderer use (every key
 * known, every URL https or localhost); one line on any problem.
 */
export function readLiveConfig(environment) {
  const file = environment.configFile;
  if (!existsSync(file)) {
    const hint = environment.local ? 'start the site with pnpm serve' : 'check the environments file';
    throw new ReleaseError(`${environment.name} has no live runtime-config.json at ${file} (${hint})`);
  }
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ReleaseError(`${file} is damaged (${firstLine(error)}): nothing changed`);
  }
  const checked = parseRuntimeConfig(config);
  if (!checked.ok) throw new ReleaseError(`${file}: ${checked.problem}; nothing changed`);
  return config;
}

const describeState = (state) =>
  Object.entries(state.remotes)
    .map(([name, url]) => `${name}=${url}`)
    .join(', ');

/**
 * The history and config, made consistent: a switch interrupted after its history entry was written
 * is completed; a config that matches neither the history nor its last-but-one state was changed by hand,
 * and nothing is switched until someone adopts it (pnpm releases adopt).
 */
function settle(environment, config, history, { say, write }) {
  const live = stateOfConfig(config);
  const expected = replay(history);
  if (sameSite(live, expected)) return config;
  const before = replay(history, history.entries.slice(0, -1));
  if (history.entries.length && sameSite(live, before)) {
    const completed = configOf(config, expected);
    if (write) writeJsonAtomically(environment.configFile, completed);
    say(
      `${write ? 'completed' : 'would complete'} the interrupted switch #${history.entries.at(-1).rev} of ${environment.name} first`,
    );
    return completed;
  }
  throw new ReleaseError(
    `${environment.configFile} differs from its history (changed by hand?): live ${describeState(live)}; ` +
      `history ${describeState(expected)}. Nothing changed; 'pnpm releases adopt --env ${environment.name} --reason ...' accepts the live file`,
  );
}

/** runtime-config.json for a state: the operator's other keys (API, bot check) kept as they are. */
function configOf(config, state) {
  const next = { ...config, remotes: { ...config.remotes, ...state.remotes } };
  if (state.routes.length) next.routes = state.routes;
  else delete next.routes;
  if (Object.keys(state.canaries).length) next.canaries = state.canaries;
  else delete next.canaries;
  return next;
}

/**
 * @param {object} environment  from resolveEnvironment
 * @param {{ actor: string, command: string, dryRun?: boolean, waitMs?: number, say?: (line: string) => void,
 *   acceptLive?: boolean }} how  acceptLive: take the live config as it is (adopt), even if changed by hand
 * @param {(site: { config: object, history: object, state: object }) => Promise<object>} plan
 *   returns the history entry to append (without rev, at, actor), null when there is nothing to change (the
 *   guard), or throws a ReleaseError
 * @returns {Promise<{ entry: object|null, config: object, previous: object, dryRun: boolean }>}
 */
export async function changeLiveSite(
  environment,
  { actor, command, dryRun = false, waitMs, say = console.log, acceptLive = false },
  plan,
) {
  const transaction = async () => {
    const read = readLiveConfig(environment);
    const history = readHistory(environment, read);
    const config = acceptLive ? read : settle(environment, read, history, { say, write: !dryRun });
    const state = replay(history);
    const planned = await plan({ config, history, state });
    if (planned === null) return { entry: null, config, previous: config, dryRun };
    const entry = { rev: history.entries.length + 1, at: new Date().toISOString(), actor, ...planned };
    const next = { ...history, entries: [...history.entries, entry] };
    const nextConfig = configOf(config, replay(next));
    if (!dryRun) {
      writeHistory(environment, next);
      writeJsonAtomically(environment.configFile, nextConfig);
    }
    return { entry, config: nextConfig, previous: config, dryRun };
  };
  return dryRun ? transaction() : withLock(environment.lockFile, { actor, command, waitMs }, transaction);
}
