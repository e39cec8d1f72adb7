// An nginx pid file, read safely. nginx leaves it empty or half-written when it is stopped at the wrong
// moment, and Number('') is 0: process.kill(0, ...) would signal our own process group (the caller and
// everything it started) instead of nginx.
import { existsSync, readFileSync } from 'node:fs';

/** The pid in the file, or null when the file is missing or does not hold one process's id. */
export function readPidFile(file: string): number | null {
  if (!existsSync(file)) return null;
  const text = readFileSync(file, 'utf8').trim();
  if (!/^\d+$/.test(text)) return null;
  const pid = Number(text);
  return pid > 1 ? pid : null;
}

/** Whether the process named by the pid file is running. */
export function pidFileAlive(file: string): boolean {
  const pid = readPidFile(file);
  if (pid === null) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
