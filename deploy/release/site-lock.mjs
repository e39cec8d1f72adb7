// One writer at a time per environment: every change of a live runtime-config.json and its history
// happens while holding the environment's lock file (created with O_EXCL, like import-map-deployer's
// write lock). A second command waits for it, up to a limit, then refuses in one line naming the holder.
// A lock left by a process that died on this machine is taken over safely (see takeOverStale).
import { closeSync, existsSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { ReleaseError } from './releases.mjs';

const POLL_MS = 25;
/** A lock of another machine is presumed abandoned after this long (commands take seconds). */
const FOREIGN_STALE_MS = 15 * 60 * 1000;

/** Whether a process of this machine is still running. */
export const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};

function readHolder(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null; // being written, or damaged: judged by its age
  }
}

function isStale(file) {
  const holder = readHolder(file);
  let age;
  try {
    age = Date.now() - statSync(file).mtimeMs;
  } catch {
    return false; // gone meanwhile
  }
  if (!holder) return age > 5000;
  if (holder.host === hostname()) return !alive(holder.pid);
  return age > FOREIGN_STALE_MS;
}

function tryCreate(file, holder) {
  let fd;
  try {
    fd = openSync(file, 'wx');
  } catch (error) {
    if (error.code === 'EEXIST') return false;
    throw new ReleaseError(`cannot create the lock ${file} (${error.code})`);
  }
  writeSync(fd, JSON.stringify(holder));
  closeSync(fd);
  return true;
}

/**
 * Removes a stale lock. Two commands may find the same stale lock: only the one that creates the
 * takeover marker removes it, after checking again that it is still stale, so a fresh lock taken
 * meanwhile by a third command is never removed.
 */
function takeOverStale(file) {
  const marker = `${file}.takeover`;
  if (existsSync(marker) && Date.now() - statSync(marker).mtimeMs > 5000) unlinkSync(marker);
  if (!tryCreate(marker, { pid: process.pid, host: hostname() })) return;
  try {
    if (isStale(file)) unlinkSync(file);
  } catch {
    // removed by its holder meanwhile
  } finally {
    unlinkSync(marker);
  }
}

function describe(holder) {
  if (!holder) return 'another command';
  return `${holder.command} by ${holder.actor} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;
}

/**
 * Runs `work` holding the lock. Waits up to `waitMs` for another holder to finish.
 * @template T
 * @param {string} file
 * @param {{ actor: string, command: string, waitMs?: number }} who
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
export async function withLock(file, { actor, command, waitMs = 60_000 }, work) {
  const holder = { pid: process.pid, host: hostname(), actor, command, since: new Date().toISOString() };
  const deadline = Date.now() + waitMs;
  while (!tryCreate(file, holder)) {
    if (isStale(file)) {
      takeOverStale(file);
      continue;
    }
    if (Date.now() > deadline) {
      throw new ReleaseError(
        `refused: ${describe(readHolder(file))} holds ${file}; nothing changed, try again when it is done`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS + Math.random() * POLL_MS));
  }
  const release = () => {
    try {
      if (readHolder(file)?.pid === process.pid) unlinkSync(file);
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  try {
    return await work();
  } finally {
    process.off('exit', release);
    release();
  }
}
