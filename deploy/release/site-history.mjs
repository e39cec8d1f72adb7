// An environment's history: the log of every switch of its live site, from which the live state can be
// replayed. It is the source of truth: a switch appends its entry here first and then writes
// runtime-config.json from the replay, so a command interrupted between the two is completed by the next
// one, and a runtime-config.json changed by hand is noticed before anything is switched.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { firstLine, writeJsonAtomically } from './files.mjs';
import { APPS, REMOTES, ReleaseError } from './releases.mjs';

export const HISTORY_FORMAT = 2;
// canary: a rollout starts (a share of visitors load `to`); advance: its share changes. A promote of the
// canary's version finishes it; a rollback with `canary: true` ends it (the stable release stays).
const ACTIONS = new Set(['promote', 'rollback', 'adopt', 'canary', 'advance']);

/**
 * The part of the live site the release tools own: the remotes' URLs, their declared pages, the canary
 * rollouts, the shell.
 */
export function stateOfConfig(config, shell = null) {
  return {
    remotes: { ...config.remotes },
    routes: [...(config.routes ?? [])],
    canaries: { ...(config.canaries ?? {}) },
    shell,
  };
}

const without = (record, key) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== key));

/** The state after one history entry. */
export function applyEntry(state, entry) {
  if (entry.action === 'adopt')
    return { ...state, remotes: { ...entry.remotes }, routes: [...entry.routes], canaries: { ...entry.canaries } };
  if (entry.app === 'shell') return { ...state, shell: entry.to };
  const container = REMOTES[entry.app];
  if (entry.action === 'canary') {
    const canary = { url: entry.to, version: entry.version, share: entry.share };
    return { ...state, canaries: { ...state.canaries, [container]: canary } };
  }
  if (entry.action === 'advance') {
    const canary = { ...state.canaries[container], share: entry.share };
    return { ...state, canaries: { ...state.canaries, [container]: canary } };
  }
  return {
    ...state,
    remotes: { ...state.remotes, [container]: entry.to },
    routes: [...state.routes.filter((route) => route.remote !== container), ...(entry.routes ?? [])],
    canaries: without(state.canaries, container),
  };
}

/** Histories written before canaries existed have none in their base. */
const baseOf = (history) => ({ ...history.base, canaries: { ...(history.base.canaries ?? {}) } });

export const replay = (history, entries = history.entries) => entries.reduce(applyEntry, baseOf(history));

const canonical = (value) =>
  JSON.stringify(value, (_, item) =>
    item && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))
      : item,
  );
/** Whether two states are the same live site (remotes, declared pages, canaries; the shell is the history's). */
export const sameSite = (a, b) =>
  canonical([a.remotes, a.routes, a.canaries ?? {}]) === canonical([b.remotes, b.routes, b.canaries ?? {}]);

function entryProblem(entry, index) {
  if (!entry || typeof entry !== 'object') return 'is not an object';
  if (entry.rev !== index + 1) return `has rev ${entry.rev}, expected ${index + 1}`;
  if (!ACTIONS.has(entry.action)) return `has an unknown action "${entry.action}"`;
  if (entry.action === 'adopt') return entry.remotes && Array.isArray(entry.routes) ? null : 'adopts no remotes';
  if (entry.app === 'shell' && (entry.action === 'canary' || entry.action === 'advance'))
    return 'is a canary of the shell';
  if (!Object.hasOwn(APPS, entry.app)) return `names an unknown app "${entry.app}"`;
  if (entry.app !== 'shell' && entry.action !== 'advance' && typeof entry.to !== 'string') return 'has no "to" URL';
  const shareless = (entry.action === 'canary' || entry.action === 'advance') && !Number.isInteger(entry.share);
  if (shareless) return 'has no share';
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
    if (entry.app !== app || !movesStable(entry)) continue;
    if (entry.action === 'rollback' && entry.undoes) stack.pop();
    else stack.push(entry);
  }
  return stack;
}

/** Whether an entry moved the stable release (a canary's start, steps and end do not). */
const movesStable = (entry) => entry.action === 'promote' || (entry.action === 'rollback' && !entry.canary);

/** The rollout of an app live in a history: its start entry and its latest step (null when none is live). */
export function liveRollout(history, app) {
  const container = REMOTES[app];
  if (!replay(history).canaries[container]) return null;
  const start = history.entries.findLast((entry) => entry.app === app && entry.action === 'canary');
  if (!start) return null; // adopted as it was: no steps to follow
  const step = history.entries.findLast(
    (entry) => entry.app === app && entry.rev >= start.rev && (entry.action === 'canary' || entry.action === 'advance'),
  );
  return { start, step };
}

/** The entry in which the guard halted a version of an app (its rollback), or null. */
export const haltOf = (history, app, version) =>
  history.entries.findLast(
    (entry) => entry.app === app && entry.action === 'rollback' && entry.halted && entry.version === version,
  ) ?? null;
