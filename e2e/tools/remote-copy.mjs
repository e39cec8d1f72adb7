// A team's checkout of one remote: the remote and shared-ui, copied outside the workspace. Two uses:
// - copyRemote(): a copy that reuses the workspace's installed packages (linked), quick enough for a
//   test to build a deliberately different release (another shared-ui version, an expose removed);
// - workspaceOfOne(): a real two-package pnpm workspace with its own install (`pnpm remote-alone`).
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
import { ROOT } from './apps.mjs';

const SKIPPED = /[\\/](node_modules|dist|storybook-static|test-results)$/;

function copyPackage(name, into) {
  cpSync(path.join(ROOT, name), path.join(into, name), { recursive: true, filter: (source) => !SKIPPED.test(source) });
}

/** The package's installed dependencies as links to the workspace's, except shared-ui: the copy's own. */
function linkDependencies(name, into) {
  const modules = path.join(into, name, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(ROOT, name, 'node_modules'))) {
    if (entry === '.bin' || entry.startsWith('.')) continue;
    const target =
      entry === 'shared-ui' ? path.join(into, 'shared-ui') : realpathSync(path.join(ROOT, name, 'node_modules', entry));
    symlinkSync(target, path.join(modules, entry));
  }
}

/**
 * @param {string} app  shell, mfe-public, mfe-owner or mfe-admin
 * @param {{ sharedUiVersion?: string, edit?: (appDir: string) => void }} [change]
 * @returns {string} the copied remote's folder
 */
export function copyRemote(app, { sharedUiVersion, edit } = {}) {
  const into = mkdtempSync(path.join(tmpdir(), `${app}-copy-`));
  for (const name of ['shared-ui', app]) {
    copyPackage(name, into);
    linkDependencies(name, into);
  }
  cpSync(path.join(ROOT, 'tsconfig.base.json'), path.join(into, 'tsconfig.base.json'));
  if (sharedUiVersion) {
    const file = path.join(into, 'shared-ui', 'package.json');
    const pkg = JSON.parse(readFileSync(file, 'utf8'));
    writeFileSync(file, `${JSON.stringify({ ...pkg, version: sharedUiVersion }, null, 2)}\n`);
  }
  edit?.(path.join(into, app));
  return path.join(into, app);
}

/** Replaces text in a file of a copy, failing loudly when the text is not there (a test must not pass by accident). */
export function replaceInFile(file, search, replacement) {
  const source = readFileSync(file, 'utf8');
  if (!source.includes(search)) throw new Error(`${file} does not contain ${JSON.stringify(search)}`);
  writeFileSync(file, source.replace(search, replacement));
}

/**
 * A pnpm workspace holding only shared-ui and the remote, with the root's package.json, settings and
 * lockfile: `pnpm install --frozen-lockfile --offline` then installs exactly the locked versions from the
 * store (the lockfile's importers of the packages left out are ignored), with no resolution and no network.
 */
export function workspaceOfOne(app) {
  const into = mkdtempSync(path.join(tmpdir(), `${app}-alone-`));
  for (const name of ['shared-ui', app]) copyPackage(name, into);
  for (const file of ['package.json', 'tsconfig.base.json', '.npmrc', 'pnpm-lock.yaml']) {
    cpSync(path.join(ROOT, file), path.join(into, file));
  }
  const workspace = readFileSync(path.join(ROOT, 'pnpm-workspace.yaml'), 'utf8').replace(
    /packages:\n(\s+- .*\n)+/,
    `packages:\n  - shared-ui\n  - ${app}\n`,
  );
  writeFileSync(path.join(into, 'pnpm-workspace.yaml'), workspace);
  return into;
}
