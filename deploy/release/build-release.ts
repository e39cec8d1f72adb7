// Builds one app (a remote, or the shell) alone into a new release folder: its checks, then a staging folder, the gate, the
// release record, then one rename, so that a release folder is either complete or absent, and never rewritten.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { checkSource, runChecks, tail } from './checks.mjs';
import { hashFiles, RECORD, removeNotForVisitors } from './release-files.mjs';
import { assertVersion, REMOTES, ReleaseError, ROOT, releaseFolder, retiredVersions } from './releases.mjs';

export { hashFiles, verifyFiles } from './release-files.mjs';

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));

function readPackage(dir: string): { name: string; version: string } {
  const file = path.join(dir, 'package.json');
  if (!existsSync(file)) throw new ReleaseError(`${dir} is not a remote's folder: it has no package.json`);
  return readJson(file);
}

function rspackBuild(dir: string, outputPath: string, version: string) {
  // The app's own @rspack/cli (its package exports no bin path to resolve).
  const cliDir = path.join(dir, 'node_modules', '@rspack', 'cli');
  if (!existsSync(cliDir)) throw new ReleaseError(`${dir} has no @rspack/cli installed: run pnpm install first`);
  const bin = readJson(path.join(cliDir, 'package.json')).bin;
  const cli = path.join(cliDir, typeof bin === 'string' ? bin : bin.rspack);
  const result = spawnSync(process.execPath, [cli, 'build', '--mode', 'production', '--output-path', outputPath], {
    cwd: dir,
    // The federation manifest's metaData.buildInfo.buildVersion: the shell names it when the build misfits.
    env: { ...process.env, MF_BUILD_VERSION: version },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) {
    console.error(tail(`${result.stdout ?? ''}${result.stderr ?? ''}${result.error?.message ?? ''}`));
    throw new ReleaseError(`not released: the build of ${path.basename(dir)} failed (rspack build in ${dir})`);
  }
  if (!existsSync(path.join(outputPath, 'mf-manifest.json'))) {
    throw new ReleaseError(`not released: the build wrote no mf-manifest.json (is ${dir} a federated remote?)`);
  }
}

interface ReleaseInput {
  app: string;
  version?: string | undefined;
  appDir?: string | undefined;
  allowDirty?: boolean | undefined;
  skipChecks?: boolean | undefined;
  /** The compatibility gate against the live shell, given the build's mf-manifest.json; null: --no-gate. */
  gate: null | ((manifest: object) => Promise<{ ok: boolean; report: string }>);
}

interface Manifest {
  exposes: { name: string }[];
  metaData?: { routes?: unknown[] };
  shared: { name: string; version: string; requiredVersion: string | false; singleton: boolean }[];
}

export async function buildRelease({
  app,
  version,
  appDir,
  gate,
  allowDirty = false,
  skipChecks = false,
}: ReleaseInput): Promise<{ version: string; folder: string }> {
  const dir = path.resolve(appDir ?? path.join(ROOT, app));
  const pkg = readPackage(dir);
  if (pkg.name !== app) throw new ReleaseError(`${dir} holds ${pkg.name}, not ${app}`);
  const releaseVersion = assertVersion(version ?? pkg.version);
  const folder = releaseFolder(app, releaseVersion);
  if (retiredVersions(app).includes(releaseVersion)) {
    throw new ReleaseError(
      `${app} ${releaseVersion} was released before and pruned: a version number is never used twice, give a new version`,
    );
  }
  if (existsSync(folder)) {
    throw new ReleaseError(
      `${app} ${releaseVersion} is already released (${folder}): releases are never rewritten, give a new version`,
    );
  }
  const source = checkSource(app, dir, { allowDirty });
  if (skipChecks) console.log(`--skip-checks: ${app}'s checks are not run.`);
  else {
    console.log(`Checking ${app} in ${dir} ...`);
    runChecks(app, dir);
  }
  mkdirSync(path.dirname(folder), { recursive: true });
  const staging = path.join(path.dirname(folder), `.staging-${releaseVersion}-${process.pid}`);
  try {
    console.log(`Building ${app} ${releaseVersion} from ${dir} ...`);
    rspackBuild(dir, staging, releaseVersion);
    removeNotForVisitors(staging, { keepDocument: app === 'shell' });
    const manifest: Manifest = readJson(path.join(staging, 'mf-manifest.json'));
    let gateResult = 'skipped (--no-gate)';
    if (gate) {
      const outcome = await gate(manifest);
      console.log(outcome.report);
      if (!outcome.ok)
        throw new ReleaseError(`not released: the gate refused ${app} ${releaseVersion} (--no-gate skips it)`);
      gateResult = 'passed';
    }
    const record = {
      app,
      container: REMOTES[app as keyof typeof REMOTES],
      version: releaseVersion,
      commit: source.commit,
      dirty: source.dirty,
      builtAt: new Date().toISOString(),
      checks: skipChecks ? 'skipped (--skip-checks)' : 'passed',
      exposes: manifest.exposes.map((item) => `./${item.name}`).sort(),
      routes: manifest.metaData?.routes ?? [],
      shared: manifest.shared.map(({ name, version: builtWith, requiredVersion, singleton }) => ({
        name,
        requiredVersion,
        builtWith,
        singleton,
      })),
      gate: gateResult,
      files: hashFiles(staging),
    };
    writeFileSync(path.join(staging, RECORD), `${JSON.stringify(record, null, 2)}\n`);
    if (existsSync(folder)) throw new ReleaseError(`${app} ${releaseVersion} was released meanwhile (${folder})`);
    renameSync(staging, folder);
    return { version: releaseVersion, folder };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}
