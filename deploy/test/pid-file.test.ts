import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pidFileAlive, readPidFile } from '../pid-file.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'pid-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function pidFile(text: string) {
  const file = path.join(dir, `${Math.random()}.pid`);
  writeFileSync(file, text);
  return file;
}

describe('an nginx pid file', () => {
  it('names a process only when it holds one positive id', () => {
    expect(readPidFile(pidFile('4242\n'))).toBe(4242);
    expect(readPidFile(path.join(dir, 'missing.pid'))).toBeNull();
    // Left empty or cut short by nginx: Number('') is 0, and kill(0) would signal our own process group.
    for (const text of ['', '\n', '0', '1', '-5', '12ab', ' 4 2 ']) expect(readPidFile(pidFile(text))).toBeNull();
  });

  it('is alive only while its process runs; an empty one never is', () => {
    expect(pidFileAlive(pidFile(String(process.pid)))).toBe(true);
    expect(pidFileAlive(pidFile(''))).toBe(false);
    expect(pidFileAlive(pidFile('999999999'))).toBe(false);
  });
});
