// Each app is released by its own team from a checkout holding only it and shared-ui: it may import its
// own files, shared-ui (by package name) and npm packages, never another app of this repository, by
// package name or by a relative path leaving its folder (what apps share goes through shared-ui or the URL).
//   node shared-ui/build/check-boundaries.mjs <appDir>   exits 1 listing each `file:line imports X`
// The rules of the whole repository (docs/architecture.md, "Rooms and arrows") are repositoryViolations():
// deploy/ never imports tools/ or e2e/, nothing outside the shell names a path into shell/src (the shell
// exports what others use, e.g. shell/routes), and no import goes up the shell's layers (SHELL_LAYERS).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** The apps of this repository: none may be imported by another package. */
export const APPS = ['shell', 'mfe-public', 'mfe-owner', 'mfe-admin', 'e2e', 'tools', 'deploy'];

const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'dist-bundled',
  'storybook-static',
  'test-results',
  'playwright-report',
  'coverage',
  '.git',
  '.lighthouse',
]);

export function sourceFiles(dir) {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
  return entries.flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** Every module specifier a source names (import/export ... from, import(), require()), with its line. */
export function specifiersOf(source) {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm);
  return [...found].map((match) => ({
    specifier: match[1],
    line: source.slice(0, match.index + match[0].length).split('\n').length,
  }));
}

/** Why a specifier in `file` of the app `own` in `appDir` crosses its boundary, or null when it may be imported. */
export function crossing(appDir, own, file, specifier) {
  if (specifier.startsWith('.')) {
    const outside = path.relative(appDir, path.resolve(path.dirname(file), specifier));
    return outside === '..' || outside.startsWith(`..${path.sep}`) || path.isAbsolute(outside)
      ? 'a relative path leaving the app'
      : null;
  }
  if (specifier.startsWith('/')) return 'an absolute path';
  const name = specifier.split('/')[0];
  return APPS.includes(name) && name !== own ? `another app: ${name}` : null;
}

function readPackageName(appDir) {
  try {
    return JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')).name;
  } catch {
    return path.basename(appDir);
  }
}

/**
 * Every import of the app that crosses its boundary, and every other app its package.json depends on.
 * @returns {{ file: string, line: number, specifier: string, reason: string }[]} files relative to appDir
 */
export function boundaryViolations(appDir) {
  const dir = path.resolve(appDir);
  const own = readPackageName(dir);
  const imports = sourceFiles(dir).flatMap((file) =>
    specifiersOf(readFileSync(file, 'utf8')).flatMap(({ specifier, line }) => {
      const reason = crossing(dir, own, file, specifier);
      return reason ? [{ file: path.relative(dir, file).split(path.sep).join('/'), line, specifier, reason }] : [];
    }),
  );
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const dependencies = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies })
    .filter((name) => APPS.includes(name) && name !== pkg.name)
    .map((name) => ({ file: 'package.json', line: 0, specifier: name, reason: 'another app' }));
  return [...imports, ...dependencies];
}

/** One line per violation: `src/x.ts:3 imports ../../mfe-owner/src/y (a relative path leaving the app)`. */
export const describeViolation = ({ file, line, specifier, reason }) =>
  file === 'package.json'
    ? `package.json depends on ${specifier} (${reason})`
    : `${file}:${line} imports ${specifier} (${reason})`;

/** The repository's top folders that are workspace packages, each named as its folder. */
export const PACKAGES = [...APPS, 'shared-ui'];

/**
 * The shell's layers, highest first: a module may import its own layer and those below it, never one
 * above. Start-up starts everything; the document (titles, focus) follows the routes; routing decides
 * the page; federation loads a remote's page; status holds every full-page message the shell shows
 * (a remote down, access denied, a misconfigured site); preview, config, security and telemetry (the health
 * reports' notes and reporter, which the bootstrap tells about the routes and remotes) are leaves.
 */
export const SHELL_LAYERS = [
  'startup',
  'document',
  'routing',
  'federation',
  'status',
  'preview',
  'config',
  'security',
  'telemetry',
];

const posix = (file) => file.split(path.sep).join('/');

/**
 * Where a specifier of `file` points, as a repository path (`shell/src/routing/guards`), or null for an
 * npm package. A workspace package's name stands for its folder (`shell/routes` -> `shell/routes`).
 */
export function repositoryTarget(root, file, specifier) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) {
    return posix(path.relative(root, path.resolve(path.dirname(file), specifier)));
  }
  return PACKAGES.includes(specifier.split('/')[0]) ? specifier : null;
}

const within = (target, folder) => target === folder || target.startsWith(`${folder}/`);

/** The shell layer of a repository path (`shell/src/routing/x` -> 'routing'), or null outside them. */
export function shellLayerOf(target) {
  const [top, src, layer] = target.split('/');
  return top === 'shell' && src === 'src' && SHELL_LAYERS.includes(layer) ? layer : null;
}

/**
 * Why an import from `from` (a repository path) to `target` breaks a rule of the repository, or null.
 */
export function repositoryCrossing(from, target) {
  const [top] = from.split('/');
  if (top === 'deploy' && (within(target, 'tools') || within(target, 'e2e'))) {
    return `deploy/ imports ${target.split('/')[0]}/`;
  }
  if (top !== 'shell' && within(target, 'shell/src')) return 'a path into shell/src (import what the shell exports)';
  const own = shellLayerOf(from);
  const theirs = shellLayerOf(target);
  if (own && theirs && SHELL_LAYERS.indexOf(theirs) < SHELL_LAYERS.indexOf(own)) {
    return `up the shell's layers: ${own} -> ${theirs}`;
  }
  return null;
}

/**
 * Every import in the given top folders of the repository at `root` (those it holds: a team's checkout
 * has fewer) that breaks a repository rule.
 * @returns {{ file: string, line: number, specifier: string, reason: string }[]} files relative to root
 */
export function repositoryViolations(root, folders = PACKAGES) {
  const present = folders.filter((folder) => existsSync(path.join(root, folder)));
  return present.flatMap((folder) =>
    sourceFiles(path.join(root, folder)).flatMap((file) => {
      const from = posix(path.relative(root, file));
      return specifiersOf(readFileSync(file, 'utf8')).flatMap(({ specifier, line }) => {
        const target = repositoryTarget(root, file, specifier);
        const reason = target && repositoryCrossing(from, target);
        return reason ? [{ file: from, line, specifier, reason }] : [];
      });
    }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const appDir = process.argv[2];
  if (!appDir) {
    console.error('usage: node check-boundaries.mjs <appDir>');
    process.exit(2);
  }
  const violations = boundaryViolations(appDir);
  for (const violation of violations) console.error(describeViolation(violation));
  const name = readPackageName(path.resolve(appDir));
  if (violations.length) {
    console.error(
      `${name}: ${violations.length} import(s) cross the app's boundary (shared-ui/build/check-boundaries.mjs)`,
    );
    process.exit(1);
  }
  console.log(`${name}: imports only its own files, shared-ui and npm packages`);
}
