import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** A bound for a hang only: starting size.mjs took over 20 s on a loaded machine. */
const HANG_MS = 120_000;

/** Runs one of the tools' scripts; a refusal comes before anything is built, served or run. */
function run(script: string, ...args: string[]) {
  const { status, stdout, stderr } = spawnSync(process.execPath, [path.join(import.meta.dirname, script), ...args], {
    encoding: 'utf8',
    timeout: HANG_MS,
  });
  return { status, stdout, stderr };
}

describe("the scripts' command lines", { timeout: HANG_MS + 10_000 }, () => {
  it.each([
    ['size.mjs', ['--nope'], "size: Unknown option '--nope'; usage: pnpm size [--lang en|hi] [--files] [--write]"],
    ['size.mjs', ['--lang'], "size: Option '--lang <value>' argument missing; usage: pnpm size"],
    ['size.mjs', ['--lang', 'fr'], 'size: --lang takes en or hi, not fr; usage: pnpm size'],
    ['serve.mjs', ['--fresh', 'now'], "serve: Unexpected argument 'now'"],
    ['remote-alone.mjs', ['mfe-nope'], 'remote-alone: mfe-nope is not a remote (mfe-public, mfe-owner, mfe-admin)'],
    ['test-all.mjs', ['main'], 'test: "main": the only argument is a base ref after --affected'],
  ])('%s %j is refused in one line, exit code 2', (script, args, message) => {
    const { status, stdout, stderr } = run(script, ...args);
    expect(status).toBe(2);
    expect(stdout).toBe('');
    expect(stderr.trimEnd().split('\n')).toHaveLength(1);
    expect(stderr).toContain(message);
  });

  it('prints the usage for --help and -h, exit code 0', () => {
    for (const flag of ['--help', '-h']) {
      const { status, stdout } = run('serve.mjs', flag);
      expect(status).toBe(0);
      expect(stdout).toBe('usage: pnpm serve [--fresh]\n');
    }
  });

  it('reads the options after the `--` that `pnpm <script> -- ...` passes on', () => {
    const { status, stdout } = run('test-all.mjs', '--', '--dry-run');
    expect(status).toBe(0);
    expect(stdout).toContain('lint: pnpm lint\n');
  });
});
