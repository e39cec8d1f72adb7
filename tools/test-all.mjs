// pnpm test: every gate in order, a summary at the end, a non-zero exit if any step failed.
// pnpm test --affected [<base ref>]: only what the change since the base affects (tools/affected.ts);
// the base is origin/main when it exists, else HEAD~1. --dry-run prints the chosen steps and runs none.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { selectSteps } from './affected.ts';
import { ROOT } from './apps.mjs';
import { readCommandLine, refuse } from './command-line.ts';

const EVERYTHING = [
  ['lint', 'pnpm lint'],
  ['typecheck', 'pnpm typecheck'],
  ['unit tests', 'pnpm test:unit'],
  ['story tests', 'pnpm test:stories'],
  // Every story at 390 px in English and Hindi against shared-ui/design-system/visual-baselines (docs/design.md), then the
  // built Storybook opened for console errors.
  ['visual check', 'pnpm test:visual && pnpm --filter @qr/design-system run storybook:check'],
  ['build', 'pnpm build'],
  // After the build: each remote's release in its team checkout is gated against the built shell.
  ['remotes alone', 'pnpm remote-alone'],
  ['e2e tests', 'pnpm test:e2e'],
  // Firefox ESR and WebKit at phone size, in English and Hindi (e2e/engines/smoke.mjs): e2e is Chromium only.
  ['engines smoke', 'pnpm test:engines'],
];

function git(...args) {
  const result = spawnSync('git', args, { cwd: ROOT, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Every e2e spec, relative to e2e/. */
function e2eSpecs(dir = path.join(ROOT, 'e2e', 'specs')) {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return e2eSpecs(file);
      return entry.name.endsWith('.spec.ts')
        ? [path.relative(path.join(ROOT, 'e2e'), file).split(path.sep).join('/')]
        : [];
    })
    .sort();
}

function affectedSteps(baseArgument) {
  const base = baseArgument ?? (git('rev-parse', '--verify', '-q', 'origin/main') ? 'origin/main' : 'HEAD~1');
  const diff = git('diff', '--name-only', base);
  if (diff === null) {
    console.error(`git diff --name-only ${base} failed: is ${base} a commit?`);
    process.exit(2);
  }
  // New files not yet added are part of the change too.
  const changed = [
    ...new Set([...diff.split('\n'), ...(git('ls-files', '--others', '--exclude-standard') ?? '').split('\n')]),
  ]
    .filter(Boolean)
    .sort();
  console.log(`=== affected since ${base}: ${changed.length} changed file(s)`);
  const steps = selectSteps(changed, e2eSpecs(), EVERYTHING);
  if (!steps.length) console.log('nothing to run: only documentation changed');
  for (const step of steps) console.log(`  ${step.name}: ${step.why}`);
  return steps;
}

const USAGE = 'usage: pnpm test [--affected [<base ref>]] [--dry-run]';
const { values, positionals } = readCommandLine({
  name: 'test',
  usage: USAGE,
  options: { affected: { type: 'boolean', default: false }, 'dry-run': { type: 'boolean', default: false } },
  allowPositionals: true,
});
// The one argument is --affected's base ref (parseArgs has no option with an optional value).
if (positionals.length > (values.affected ? 1 : 0)) {
  refuse('test', USAGE, `"${positionals.join(' ')}": the only argument is a base ref after --affected`);
}
const steps = values.affected
  ? affectedSteps(positionals[0])
  : EVERYTHING.map(([name, command]) => ({ name, command }));

if (values['dry-run']) {
  for (const { name, command } of steps) console.log(`${name}: ${command}`);
  process.exit(0);
}

const results = [];
for (const { name, command } of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { cwd: ROOT, stdio: 'inherit', shell: true });
  results.push({ name, ok: status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) });
  if (name === 'build' && status !== 0) break; // the remotes alone and e2e need the builds
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name.padEnd(22)} ${seconds}s`);
const failed = results.filter((result) => !result.ok).length;
console.log(`steps: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
