// What a release checks before it builds: that it is built from committed sources (so that its record
// names the code it holds), and the remote's own checks, run the way its team runs them.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ReleaseError, ROOT } from './releases.mjs';

const TAIL_LINES = 30;

function git(dir, args) {
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.replace(/\n$/, '') : null;
}

/**
 * The commit a remote is built from and whether it has uncommitted changes (tracked or new files) in its
 * folder, in shared-ui beside it or in the workspace's lockfile; dirty is null outside a git checkout.
 * @returns {{ commit: string, dirty: boolean | null, changes: string[] }}
 */
export function sourceState(dir) {
  const commit = git(dir, ['rev-parse', '--verify', '-q', 'HEAD']);
  const top = commit && git(dir, ['rev-parse', '--show-toplevel']);
  if (!top) return { commit: 'unknown (not a git checkout)', dirty: null, changes: [] };
  const paths = [dir, path.join(dir, '..', 'shared-ui'), path.join(dir, '..', 'pnpm-lock.yaml')]
    .filter((item) => existsSync(item))
    .map((item) => path.relative(top, item) || '.')
    .filter((item) => !item.startsWith('..'));
  const status = git(top, ['status', '--porcelain', '--untracked-files=all', '--', ...paths]);
  const changes = (status ?? '?? (git status failed)')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));
  return { commit, dirty: changes.length > 0, changes };
}

/** Refuses sources that are not committed, unless allowed; returns what release.json records. */
export function checkSource(app, dir, { allowDirty = false } = {}) {
  const { commit, dirty, changes } = sourceState(dir);
  if (dirty === null && !allowDirty) {
    throw new ReleaseError(
      `not released: ${dir} is not a git checkout, so the release could not name its commit (--allow-dirty releases it anyway, recorded as dirty: null)`,
    );
  }
  if (dirty && !allowDirty) {
    const shown = changes.slice(0, 3).join(', ') + (changes.length > 3 ? `, ... ${changes.length} in all` : '');
    throw new ReleaseError(
      `not released: ${app}, shared-ui or the lockfile has uncommitted changes (${shown}): commit them, or --allow-dirty releases it anyway (recorded as dirty: true)`,
    );
  }
  if (dirty !== false)
    console.log(`--allow-dirty: releasing ${app} from ${dirty ? 'uncommitted changes' : 'no git checkout'}.`);
  return { commit, dirty };
}

/** The last lines of a command's output, shown above the one line that says what failed. */
export const tail = (output) => output.trimEnd().split('\n').slice(-TAIL_LINES).join('\n');

/** One of the remote's package scripts, in its folder: `pnpm run <script>`. */
function runScript(dir, script) {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if (!pkg.scripts?.[script]) return { ok: false, output: `${pkg.name} has no "${script}" script in package.json` };
  const result = spawnSync('pnpm', ['run', script], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) return { ok: false, output: `pnpm run ${script} could not start: ${result.error.message}` };
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/**
 * The repository's lint on the remote's folder, with the root's biome.json: its import boundaries
 * (shared-ui/platform/lint/*.grit) are lint rules, one `file:line:column: plugin: why` line per crossing.
 */
function lint(dir) {
  const biome = path.join(ROOT, 'node_modules', '.bin', 'biome');
  const result = spawnSync(biome, ['lint', '--reporter=concise', '--max-diagnostics=none', '.'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error) return { ok: false, output: `biome lint could not start: ${result.error.message}` };
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

/** The checks a release runs, in order; the first that fails stops it. */
export const CHECKS = [
  { name: 'lint', run: lint },
  { name: 'typecheck', run: (dir) => runScript(dir, 'typecheck') },
  { name: 'test:unit', run: (dir) => runScript(dir, 'test:unit') },
];

/** Runs the remote's checks in its folder; throws one line naming the first that fails, after its output's tail. */
export function runChecks(app, dir, checks = CHECKS) {
  for (const check of checks) {
    const started = Date.now();
    const { ok, output } = check.run(dir);
    if (!ok) {
      if (output.trim()) console.error(tail(output));
      throw new ReleaseError(
        `not released: the ${check.name} of ${app} failed (in ${dir}; --skip-checks skips the checks)`,
      );
    }
    console.log(`  ✓ ${check.name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  }
}
