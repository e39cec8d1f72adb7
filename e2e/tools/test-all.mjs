// pnpm test: every gate in order, a summary at the end, a non-zero exit if any step failed.
import { spawnSync } from 'node:child_process';
import { ROOT } from './apps.mjs';

const STEPS = [
  ['lint', 'pnpm lint'],
  ['typecheck', 'pnpm typecheck'],
  ['unit tests', 'pnpm test:unit'],
  ['remotes alone', 'pnpm remote-alone'],
  ['story tests', 'pnpm test:stories'],
  ['build', 'pnpm build && pnpm build:bundled'],
  ['e2e tests', 'pnpm test:e2e'],
];

const results = [];
for (const [name, command] of STEPS) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { cwd: ROOT, stdio: 'inherit', shell: true });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (name === 'build' && status !== 0) break; // e2e cannot run without a build
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(12)} ${seconds}s`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
