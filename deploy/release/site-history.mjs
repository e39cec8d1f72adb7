// An environment's history: the log of every switch of its live site, from which the live state can be
// replayed. It is the source of truth: a switch appends its entry here first and then writes
// runtime-config.json from the replay, so a command interrupted between the two is completed by the next
// one, and a runtime-config.json changed by hand is noticed before anything is switched.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { firstLine, writeJsonAtomically } from './files.mjs';
import { APPS, REMOTES, ReleaseError } from './releases.mjs';

export const HISTORY_FORMAT = 2;
const ACTIONS = new Set(['promote', 'rollback', 'adopt']);

/** The part of the live site the release tools own: the remotes' URLs, their declared pages, the shell. */
export function stateOfConfig(config, shell = null) {
  return { remotes: { ...config.remotes }, routes: [...(config.routes ?? [])], shell };
}

/** The state after one history entry. */
export function applyEntry(state, entry) {
  if (entry.action === 'adopt') return { ...state, remotes: { ...entry.remotes }, routes: [...entry.routes] };
  if (entry.app === 'shell') return { ...state, shell: entry.to };
  const container = REMOTES[entry.app];
  return {
    ...state,
    remotes: { ...state.remotes, [container]: entry.to },
    routes: [...state.routes.filter((route) => route.remote !== container), ...(entry.routes ?? [])],
  };
}

export const replay = (history, entries = history.entries) => entries.reduce(applyEntry, history.base);

const canonical = (value) =>
  JSON.stringify(value, (_, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
/** Whether two states are the same live site (remotes and declared pages; the shell is the history's). */
export const sameSite = (a, b) => canonical([a.remotes, a.routes]) === canonical([b.remotes, b.routes]);

function entryProblem(entry, index) {
  if (!entry || typeof entry !== 'object') return 'is not an object';
  if (entry.rev !== index + 1) return `has rev ${entry.rev}, expected ${index + 1}`;
  if (!ACTIONS.has(entry.action)) return `has an unknown action "${entry.action}"`;
  if (entry.action === 'adopt') return entry.remotes && Array.isArray(entry.routes) ? null : 'adopts no remotes';
  if (!Object.hasOwn(APPS, entry.app)) return `names an unknown app "${entry.app}"`;
  if (entry.app !== 'shell' && typeof entry.to !== 'string') return 'has no "to" URL';
  if (typeof entry.at !== 'string' || typeof entry.actor !== 'string') return 'has no time or actor';
  return null;
}

/** Checks a parsed history; throws one line naming the first problem. */
export function validateHistory(history, file) {
  if (Array.isArray(history)) {
    throw new ReleaseError(`${file} was written by an older release tool (a list); move it aside to start anew`);
  }
  if (history?.format !== HISTORY_FORMAT || !history.base?.remotes || !Array.isArray(history.entries)) {
    throw new ReleaseError(`${file} is not a release history (format ${HISTORY_FORMAT}): nothing changed`);
  }
  history.entries.forEach((entry, index) => {
    const problem = entryProblem(entry, index);
    if (problem) throw new ReleaseError(`${file} is damaged: entry ${index + 1} ${problem}; nothing changed`);
  });
  return history;
}

/** The environment's history, validated; a new one based on the live config when there is none yet. */
export function readHistory(environment, config) {
  const file = environment.historyFile;
  if (!existsSync(file)) {
    return { format: HISTORY_FORMAT, environment: environment.name, base: stateOfConfig(config), entries: [] };
  }
  let parsed;
  try {
    parsed = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    const backup = `${file}.bak`;
    const hint = existsSync(backup) ? `; its copy is ${backup} (cp it back if it is sound)` : '';
    throw new ReleaseError(`${file} is damaged (${firstLine(error)}): nothing changed${hint}`);
  }
  return validateHistory(parsed, file);
}

/** Writes the history, and the same content as its .bak copy (what to restore if the file is damaged). */
export function writeHistory(environment, history) {
  writeJsonAtomically(environment.historyFile, history);
  copyFileSync(environment.historyFile, `${environment.historyFile}.bak`);
}

/**
 * The switches of an app still in force, oldest first: a promote or a rollback --to is a switch; a plain
 * rollback undoes the latest switch in force (entry.undoes names it).
 */
export function switchesInForce(history, app) {
  const stack = [];
  for (const entry of history.entries) {
    if (entry.action === 'adopt') stack.length = 0;
    if (entry.app !== app) continue;
    if (entry.action === 'rollback' && entry.undoes) stack.pop();
    else stack.push(entry);
  }
  return stack;
}
