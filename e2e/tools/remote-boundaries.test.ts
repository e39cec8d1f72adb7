// Each remote is released by its own team: it may import shared-ui and its own files, never another
// remote or the shell (what they share goes through shared-ui or the URL). The shell imports no remote
// (it loads them through federation), and shared-ui imports no app.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './apps.mjs';

const APPS = ['shell', 'mfe-public', 'mfe-owner', 'mfe-admin'];
const PACKAGES = [...APPS, 'shared-ui'];
const SOURCE = /\.(ts|tsx|mjs|js)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'storybook-static'].includes(entry.name)) return [];
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return SOURCE.test(entry.name) ? [file] : [];
  });
}

/** Every module specifier a file names: import/export ... from, import(), require(). */
function specifiersOf(source: string): string[] {
  const found = source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm);
  return [...found].map((match) => match[1] as string);
}

/** The package a specifier of a file in `owner` reaches, when it is another package of this repository. */
function crossing(owner: string, file: string, specifier: string): string | null {
  const name = specifier.startsWith('.') ? null : (specifier.split('/')[0] as string);
  if (name && PACKAGES.includes(name) && name !== owner) return name === 'shared-ui' ? null : name;
  if (!specifier.startsWith('.')) return null;
  const target = path.relative(ROOT, path.resolve(path.dirname(file), specifier)).split(path.sep)[0] as string;
  return target !== owner && PACKAGES.includes(target) && target !== 'shared-ui' ? target : null;
}

describe('package boundaries', () => {
  it('finds imports, dynamic imports and requires', () => {
    expect(
      specifiersOf(`import a from 'x';\nexport { b } from "../y";\nconst c = import('./z');\nrequire('w');`),
    ).toEqual(['x', '../y', './z', 'w']);
  });

  it('flags a reach into another app, by package name or by a relative path', () => {
    const file = path.join(ROOT, 'mfe-public', 'src', 'pages', 'x.tsx');
    expect(crossing('mfe-public', file, 'mfe-owner/src/api/x')).toBe('mfe-owner');
    expect(crossing('mfe-public', file, '../../../mfe-admin/src/pages/queries-page')).toBe('mfe-admin');
    expect(crossing('mfe-public', file, '../../../shell/src/routing/route-table')).toBe('shell');
    expect(crossing('mfe-public', file, 'shared-ui')).toBeNull();
    expect(crossing('mfe-public', file, '../features/login/login-dialog')).toBeNull();
  });

  it.each(PACKAGES)('%s imports no other app', (owner) => {
    const reaches = sourceFiles(path.join(ROOT, owner)).flatMap((file) =>
      specifiersOf(readFileSync(file, 'utf8')).flatMap((specifier) => {
        const target = crossing(owner, file, specifier);
        return target ? [`${path.relative(ROOT, file)} -> ${specifier}`] : [];
      }),
    );
    expect(reaches).toEqual([]);
  });

  it.each(PACKAGES)('%s depends on no other app in package.json', (owner) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, owner, 'package.json'), 'utf8'));
    const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies });
    expect(names.filter((name) => APPS.includes(name))).toEqual([]);
  });
});
