// @qr/runtime's entries stay apart (README), and nothing reaches the shared singleton's modules except through
// its package name: a relative import would bundle a second copy of its state.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SOURCE_FOLDERS } from '@qr/platform/source-folders';
import { describe, expect, it } from 'vitest';
import * as i18n from './i18n/carried-by-runtime';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SOURCE_DIRS = [...SOURCE_FOLDERS, 'e2e'];
const SRC = path.join(ROOT, 'shared-ui', 'runtime', 'src');
/** Modules in session/ and i18n/ without state, which plain code may bundle (see the start-up entries). */
const PLAIN_MODULES = new Set(['config-url', 'language-preference', 'hindi-files']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(ROOT, dir)));

function importsFrom(source: string, specifier: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)) {
    if (match[2] !== specifier) continue;
    for (const part of (match[1] ?? '').split(','))
      names.push(
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] as string,
      );
  }
  return names.filter(Boolean);
}

describe("@qr/runtime's entries", () => {
  it('i18n names are imported from @qr/runtime/i18n, not from the runtime that carries them', () => {
    const i18nNames = new Set([...Object.keys(i18n), 'Language', 'MessageCatalog', 'Messages', 'Translation']);
    const misplaced = files.flatMap((file) =>
      importsFrom(readFileSync(file, 'utf8'), '@qr/runtime')
        .filter((name) => i18nNames.has(name))
        .map((name) => `${name} (${path.relative(ROOT, file)})`),
    );
    expect(misplaced, 'import these from @qr/runtime/i18n').toEqual([]);
  });

  it("outside session/ and i18n/, the package's shipped code reaches their state by package name only", () => {
    const stateDirs = [path.join(SRC, 'session'), path.join(SRC, 'i18n')];
    const inside = (file: string) => stateDirs.some((dir) => file.startsWith(`${dir}${path.sep}`));
    const shipped = (file: string) => !/(\.test|\.stories)\.tsx?$|test-utils\.tsx$/.test(file);
    const relativeReaches = sourceFiles(SRC)
      .filter((file) => shipped(file) && !inside(file))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)]
          .filter((match) => inside(path.resolve(path.dirname(file), match[1] as string)))
          .filter((match) => !PLAIN_MODULES.has(path.basename(match[1] as string, '.ts')))
          .map((match) => `${path.relative(SRC, file)} imports ${match[1]}`),
      );
    expect(relativeReaches, "import '@qr/runtime' or '@qr/runtime/i18n' instead").toEqual([]);
  });
});
