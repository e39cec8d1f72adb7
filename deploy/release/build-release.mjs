// Builds one remote alone into a new release folder: a staging folder first, the gate, the release
// record, then one rename, so that a release folder is either complete or absent, and never rewritten.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertVersion, REMOTES, ReleaseError, ROOT, releaseFolder } from './releases.mjs';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

function git(dir, args) {
  const result = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** The commit the release is built from, and whether the remote or shared-ui had uncommitted changes. */
function sourceOf(dir) {
  const commit = git(dir, ['rev-parse', 'HEAD']);
  if (!commit) return { commit: 'unknown (not a git checkout)', dirty: null };
  const top = git(dir, ['rev-parse', '--show-toplevel']);
  const changes = git(top, ['status', '--porcelain', '--', path.relative(top, dir), 'shared-ui']);
  return { commit, dirty: Boolean(changes) };
}

function rspackBuild(dir, outputPath, version) {
  // The app's own @rspack/cli (its package exports no bin path to resolve).
  const cliDir = path.join(dir, 'node_modules', '@rspack', 'cli');
  const bin = readJson(path.join(cliDir, 'package.json')).bin;
  const cli = path.join(cliDir, typeof bin === 'string' ? bin : bin.rspack);
  const result = spawnSync(process.execPath, [cli, 'build', '--mode', 'production', '--output-path', outputPath], {
    cwd: dir,
    // The federation manifest's metaData.buildInfo.buildVersion: the shell names it when the build misfits.
    env: { ...process.env, MF_BUILD_VERSION: version },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new ReleaseError(`the build failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * @param {{ app: string, version?: string, appDir?: string,
 *   gate: null | ((manifest: object) => Promise<{ ok: boolean, report: string }>) }} input
 */
export async function buildRelease({ app, version, appDir, gate }) {
  const dir = path.resolve(appDir ?? path.join(ROOT, app));
  const pkg = readJson(path.join(dir, 'package.json'));
  if (pkg.name !== app) throw new ReleaseError(`${dir} holds ${pkg.name}, not ${app}`);
  const releaseVersion = assertVersion(version ?? pkg.version);
  const folder = releaseFolder(app, releaseVersion);
  if (existsSync(folder)) {
    throw new ReleaseError(
      `${app} ${releaseVersion} is already released (${folder}): releases are never rewritten, give a new version`,
    );
  }
  mkdirSync(path.dirname(folder), { recursive: true });
  const staging = path.join(path.dirname(folder), `.staging-${releaseVersion}-${process.pid}`);
  try {
    console.log(`Building ${app} ${releaseVersion} from ${dir} ...`);
    rspackBuild(dir, staging, releaseVersion);
    const manifest = readJson(path.join(staging, 'mf-manifest.json'));
    let gateResult = 'skipped (--no-gate)';
    if (gate) {
      const outcome = await gate(manifest);
      console.log(outcome.report);
      if (!outcome.ok)
        throw new ReleaseError(`not released: the gate refused ${app} ${releaseVersion} (--no-gate skips it)`);
      gateResult = 'passed';
    }
    const record = {
      files: hashFilesForNow(staging),
      app,
      container: REMOTES[app],
      version: releaseVersion,
      ...sourceOf(dir),
      builtAt: new Date().toISOString(),
      exposes: manifest.exposes.map((item) => `./${item.name}`).sort(),
      shared: manifest.shared.map(({ name, version: builtWith, requiredVersion, singleton }) => ({
        name,
        requiredVersion,
        builtWith,
        singleton,
      })),
      gate: gateResult,
    };
    writeFileSync(path.join(staging, 'release.json'), `${JSON.stringify(record, null, 2)}\n`);
    if (existsSync(folder)) throw new ReleaseError(`${app} ${releaseVersion} was released meanwhile (${folder})`);
    renameSync(staging, folder);
    return { version: releaseVersion, folder };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

// Until the release build's own integrity record lands: every file's SHA-256.
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';

function hashFilesForNow(folder) {
  const files = {};
  for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const relative = path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
    if (
      /(^|\/)(index\.html|runtime-config\.json|mf-stats\.json)(\.(br|gz))?$/.test(relative) &&
      !folder.includes(`${path.sep}shell${path.sep}`)
    )
      continue;
    files[relative] = createHash('sha256')
      .update(readFileSync(path.join(folder, relative)))
      .digest('hex');
  }
  return Object.fromEntries(Object.entries(files).sort(([a], [b]) => a.localeCompare(b)));
}
