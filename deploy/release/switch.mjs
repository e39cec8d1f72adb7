// A change of an environment's live site, as one transaction: under the environment's lock, the live
// runtime-config.json and the history are read and checked against each other before anything is
// touched; the plan (verification on the CDN, the gate) runs; then a journal names the switch, the
// history entry is written, the config is written from the history's replay, and the journal goes.
// Either both land or neither does: a crash between the writes is completed by the next command, which
// knows it by the journal (see settle); a config changed by anything else is a hand change.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { parseRuntimeConfig } from '../../shared-ui/runtime/src/session/runtime-config-schema.ts';
import { crashPoint } from './crash-points.mjs';
import { firstLine, writeJsonAtomically } from './files.mjs';
import { ReleaseError } from './releases.mjs';
import { publishShellEntry } from './shell-deploy.mjs';
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

/** The journal of the switch in progress ({ rev }), or null: none, or unreadable (a crash while writing it). */
function readJournal(environment) {
  try {
    const journal = JSON.parse(readFileSync(environment.journalFile, 'utf8'));
    return Number.isInteger(journal?.rev) ? journal : null;
  } catch {
    return null;
  }
}

/**
 * The history and config, made consistent. A switch whose journal names the history's last entry, with the
 * config still at the state before it, was interrupted after its history entry: it is completed. Any
 * other difference (an operator editing runtime-config.json back to an earlier release in an emergency
 * included) is a hand change, and nothing is switched until someone adopts it (pnpm releases adopt).
 */
async function settle(environment, config, history, { say, write }) {
  const live = stateOfConfig(config);
  const expected = replay(history);
  const journal = readJournal(environment);
  const last = history.entries.at(-1);
  const ours = journal !== null && journal.rev === last?.rev;
  if (ours && last.app === 'shell') {
    // A shell switch's documents (its config does not change): put in place again, index.html last.
    if (write) {
      await publishShellEntry({ environment, history, entry: last });
      rmSync(environment.journalFile, { force: true });
    }
    say(`${write ? 'completed' : 'would complete'} the interrupted switch #${last.rev} of ${environment.name} first`);
    return config;
  }
  if (sameSite(live, expected)) {
    if (journal && write) rmSync(environment.journalFile, { force: true }); // a switch that landed, or never began
    return config;
  }
  const before = replay(history, history.entries.slice(0, -1));
  if (ours && sameSite(live, before)) {
    const completed = configOf(config, expected);
    if (write) {
      writeJsonAtomically(environment.configFile, completed);
      rmSync(environment.journalFile, { force: true });
    }
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
 *   acceptLive?: boolean, publish?: (entry: object, history: object) => Promise<void> }} how
 *   acceptLive: take the live config as it is (adopt), even if changed by hand; publish: what goes live
 *   outside the config once the history entry is written (the shell's documents)
 * @param {(site: { config: object, history: object, state: object }) => Promise<object>} plan
 *   returns the history entry to append (without rev, at, actor), null when there is nothing to change (the
 *   guard), or throws a ReleaseError
 * @returns {Promise<{ entry: object|null, config: object, previous: object, dryRun: boolean }>}
 */
export async function changeLiveSite(
  environment,
  { actor, command, dryRun = false, waitMs, say = console.log, acceptLive = false, publish },
  plan,
) {
  const transaction = async () => {
    const read = readLiveConfig(environment);
    const history = readHistory(environment, read);
    const config = acceptLive ? read : await settle(environment, read, history, { say, write: !dryRun });
    const state = replay(history);
    const planned = await plan({ config, history, state });
    if (planned === null) return { entry: null, config, previous: config, dryRun };
    const entry = { rev: history.entries.length + 1, at: new Date().toISOString(), actor, ...planned };
    const next = { ...history, entries: [...history.entries, entry] };
    const nextConfig = configOf(config, replay(next));
    if (!dryRun) {
      writeJsonAtomically(environment.journalFile, { rev: entry.rev, at: entry.at, actor, command });
      crashPoint('journal');
      writeHistory(environment, next);
      crashPoint('history');
      if (publish) await publish(entry, next);
      writeJsonAtomically(environment.configFile, nextConfig);
      crashPoint('config');
      rmSync(environment.journalFile, { force: true });
    }
    return { entry, config: nextConfig, previous: config, dryRun };
  };
  return dryRun ? transaction() : withLock(environment.lockFile, { actor, command, waitMs }, transaction);
}
