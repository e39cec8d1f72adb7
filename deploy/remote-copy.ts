// A team's checkout of one remote: the remote and shared-ui, copied outside the workspace. Two uses:
// - copyRemote(): a copy that reuses the workspace's installed packages (linked), quick enough for a
//   test to build a deliberately different release (another shared-ui version, an expose removed);
// - workspaceOfOne(): what a team's sparse checkout holds (the root files, deploy/, shared-ui and the
//   remote), a git repository of one commit, to be installed on its own (`pnpm remote-alone`).
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './release/releases.mjs';

const SKIPPED = /[\\/](node_modules|dist|storybook-static|test-results)$/;

function copyPackage(name: string, into: string) {
  cpSync(path.join(ROOT, name), path.join(into, name), { recursive: true, filter: (source) => !SKIPPED.test(source) });
}

/** shared-ui's workspace packages (pnpm-workspace.yaml), e.g. shared-ui/contract: the folder holds one per kind. */
const SHARED_UI_PACKAGES = [
  ...readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8').matchAll(/^\s+- (shared-ui(?:\/[^\s]+)?)$/gm),
].map((match) => match[1] as string);

/** A package installed in the workspace, or the copy's own when it is one of shared-ui's. */
function copyOrWorkspace(target: string, into: string): string {
  const inSharedUi = path.relative(path.join(ROOT, 'shared-ui'), target);
  return inSharedUi.startsWith('..') ? target : path.join(into, 'shared-ui', inSharedUi);
}

/** The installed dependencies (a scope's too) as links to the workspace's, except shared-ui's: the copy's own. */
function linkAll(installed: string, modules: string, into: string) {
  mkdirSync(modules, { recursive: true });
  for (const entry of readdirSync(installed)) {
    if (entry.startsWith('.')) continue;
    const source = path.join(installed, entry);
    if (entry.startsWith('@')) linkAll(source, path.join(modules, entry), into);
    else symlinkSync(copyOrWorkspace(realpathSync(source), into), path.join(modules, entry));
  }
}

const linkDependencies = (name: string, into: string) =>
  linkAll(path.join(ROOT, name, 'node_modules'), path.join(into, name, 'node_modules'), into);

/** A copy of one app (a remote or the shell) with shared-ui beside it, changed as given; returns the app's folder. */
export function copyRemote(
  app: 'shell' | 'mfe-public' | 'mfe-owner' | 'mfe-admin',
  { sharedUiVersion, edit }: { sharedUiVersion?: string; edit?: (appDir: string) => void } = {},
): string {
  const into = mkdtempSync(path.join(tmpdir(), `${app}-copy-`));
  copyPackage('shared-ui', into);
  copyPackage(app, into);
  for (const name of [...SHARED_UI_PACKAGES, app]) linkDependencies(name, into);
  for (const file of ['tsconfig.base.json', 'biome.json', '.gitignore'])
    cpSync(path.join(ROOT, file), path.join(into, file));
  for (const name of sharedUiVersion ? SHARED_UI_PACKAGES : []) {
    const file = path.join(into, name, 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, `${JSON.stringify({ ...pkg, version: sharedUiVersion }, null, 2)}\n`);
  }
  edit?.(path.join(into, app));
  return path.join(into, app);
}

/** Replaces text in a file of a copy, failing loudly when the text is not there (a test must not pass by accident). */
export function replaceInFile(file: string, search: string, replacement: string): void {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(search)) throw new Error(`${file} does not contain ${JSON.stringify(search)}`);
  writeFileSync(file, source.replace(search, replacement));
}

/** Makes a folder a git repository of one commit holding all of it (a release then names that commit). */
export function commitAll(dir: string, message = 'A team checkout'): void {
  const git = (...args: string[]) => {
    const result = spawnSync(
      'git',
      [
        '-c',
        'user.name=remote-alone',
        '-c',
        'user.email=remote-alone@localhost',
        '-c',
        'commit.gpgsign=false',
        ...args,
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed in ${dir}: ${result.stderr}`);
  };
  git('-c', 'init.defaultBranch=main', 'init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', message);
}

/** The root files a team's sparse checkout of one remote holds. */
const ROOT_FILES = ['package.json', 'tsconfig.base.json', 'pnpm-lock.yaml', 'biome.json', '.gitignore'];

/**
 * What a team's sparse checkout of one remote holds: the root files (pnpm-workspace.yaml reduced to
 * shared-ui and the remote), deploy/ (the release tooling), shared-ui and the remote, committed as a git
 * repository of one commit. `pnpm install --frozen-lockfile --offline` then installs exactly the locked
 * versions from the store (the lockfile's importers of the packages left out are ignored), with no
 * resolution and no network.
 */
export function workspaceOfOne(app: string): string {
  const into = mkdtempSync(path.join(tmpdir(), `${app}-alone-`));
  for (const name of ['deploy', 'shared-ui', app]) copyPackage(name, into);
  for (const file of ROOT_FILES) cpSync(path.join(ROOT, file), path.join(into, file));
  const workspace = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8').replace(
    /packages:\n(\s+- .*\n)+/,
    `packages:\n${[...SHARED_UI_PACKAGES, app].map((name) => `  - ${name}\n`).join('')}`,
  );
  writeFileSync(path.join(into, 'pnpm-workspace.yaml'), workspace);
  commitAll(into, `${app} alone: root files, deploy/, shared-ui and ${app}`);
  return into;
}
