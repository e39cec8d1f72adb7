import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const BENCH = path.join(import.meta.dirname, 'bench.mjs');

/** A bound for a hang only: loading the bench's modules alone took over 20 s on a loaded machine. */
const HANG_MS = 120_000;

/** Runs the bench with these options; a refusal comes before anything is built or served. */
function bench(...args: string[]) {
  const { status, stderr } = spawnSync(process.execPath, [BENCH, ...args], { encoding: 'utf8', timeout: HANG_MS });
  return { status, firstLine: stderr.split('\n')[0] };
}

describe('pnpm bench --write', { timeout: HANG_MS + 10_000 }, () => {
  it.each([
    [['--only', 'scale'], '--only scale'],
    [['--only', 'federation'], '--only federation'],
    [['--no-lighthouse'], '--no-lighthouse'],
    [['--no-same-bytes'], '--no-same-bytes'],
  ])('refuses a partial run (%j): the report would lose the other rows', (args, named) => {
    const { status, firstLine } = bench(...args, '--write');
    expect(status).toBe(2);
    expect(firstLine).toBe(
      `bench: --write wants the whole bench: with ${named} the report would lose the rest of its rows`,
    );
  });

  it('names every option that leaves rows out, in one line', () => {
    expect(bench('--only', 'scale', '--no-lighthouse', '--write').firstLine).toBe(
      'bench: --write wants the whole bench: with --only scale and --no-lighthouse the report would lose the rest of its rows',
    );
  });
});
