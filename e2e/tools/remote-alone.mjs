// pnpm remote-alone [app ...]: each remote built and unit-tested on its own, as its team's checkout would
// be: a fresh pnpm workspace holding only shared-ui and the remote, installed from the lockfile and the
// store that the main install filled (no network). A remote that reaches into another package of this
// repository fails here.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { workspaceOfOne } from './remote-copy.mjs';

const REMOTES = ['mfe-public', 'mfe-owner', 'mfe-admin'];
const apps = process.argv.slice(2).length ? process.argv.slice(2) : REMOTES;

function run(command, cwd) {
  console.log(`  $ ${command}`);
  const { status } = spawnSync(command, { cwd, shell: true, stdio: 'inherit', env: { ...process.env, CI: 'true' } });
  return status === 0;
}

const failed = [];
for (const app of apps) {
  if (!REMOTES.includes(app)) throw new Error(`${app} is not a remote (${REMOTES.join(', ')})`);
  const dir = workspaceOfOne(app);
  console.log(`\n=== ${app} alone, with only shared-ui beside it (${dir})`);
  const ok =
    run('pnpm install --frozen-lockfile --offline --reporter=append-only', dir) &&
    run(`pnpm --filter ${app} run build`, dir) &&
    run(`pnpm --filter ${app} run test:unit`, dir);
  if (ok) rmSync(dir, { recursive: true, force: true });
  else failed.push(app);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${app} alone`);
}
if (failed.length) {
  console.error(`\nNot buildable or testable alone: ${failed.join(', ')} (workspace kept for a look)`);
  process.exit(1);
}
