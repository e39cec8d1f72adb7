// pnpm remote-alone [app ...]: each remote worked on as its team's checkout would be: a fresh git
// repository of one commit holding only the root files, deploy/, shared-ui and the remote, installed from
// the lockfile and the store that the main install filled (no network); then the remote's own CI
// (`pnpm --filter <app> run ci`), a release gated against this checkout's built shell (its dirty check
// passes on the copy's commit), and the gate again on its own (compat). A remote or a release tool that
// reaches into another package of this repository fails here. Needs the shell's build (pnpm build).
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { workspaceOfOne } from '../deploy/remote-copy.ts';
import { ROOT } from './apps.mjs';
import { readCommandLine, refuse } from './command-line.ts';

const REMOTES = ['mfe-public', 'mfe-owner', 'mfe-admin'];
const VERSION = '1.0.0';
const USAGE = `usage: pnpm remote-alone [${REMOTES.join('|')} ...]`;
const { positionals } = readCommandLine({ name: 'remote-alone', usage: USAGE, options: {}, allowPositionals: true });
const apps = positionals.length ? positionals : REMOTES;
for (const app of apps) {
  if (!REMOTES.includes(app)) refuse('remote-alone', USAGE, `${app} is not a remote (${REMOTES.join(', ')})`);
}
/** The live shell the gate reads (only its mf-manifest.json). */
const SHELL = path.join(ROOT, 'shell', 'dist');

// The copy's own releases/ and no served site: what the environment says about this checkout stays out.
const { RELEASES_DIR: _releases, ...environment } = process.env;

function run(command, cwd) {
  console.log(`  $ ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { cwd, shell: true, stdio: 'inherit', env: { ...environment, CI: 'true' } });
  console.log(`  (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return status === 0;
}

if (!existsSync(path.join(SHELL, 'mf-manifest.json'))) {
  console.error(`No shell build at ${SHELL}: the release gate reads its mf-manifest.json (run pnpm build first).`);
  process.exit(1);
}

const failed = [];
for (const app of apps) {
  const started = Date.now();
  const dir = workspaceOfOne(app);
  console.log(`\n=== ${app} alone, with only the root files, deploy/ and shared-ui beside it (${dir})`);
  const ok =
    run('pnpm install --frozen-lockfile --offline --reporter=append-only', dir) &&
    run(`pnpm --filter ${app} run ci`, dir) &&
    // Its checks are the ci's, just run on the same commit: --skip-checks spares running them twice.
    run(`pnpm --filter ${app} release ${VERSION} --skip-checks --shell ${JSON.stringify(SHELL)}`, dir) &&
    run(`pnpm compat ${app} ${VERSION} --shell ${JSON.stringify(SHELL)}`, dir);
  if (ok) rmSync(dir, { recursive: true, force: true });
  else failed.push(app);
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${app} alone (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
if (failed.length) {
  console.error(`\nNot workable alone: ${failed.join(', ')} (workspace kept for a look)`);
  process.exit(1);
}
