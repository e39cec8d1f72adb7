/**
 * The remotes' API functions are named in one scheme (docs/architecture.md, "Repository layout"): verb then noun,
 * a read is get… (never fetch…, load… or read…), and each file of src/api/ is named after the call it makes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const API_FOLDERS = ['mfe-public', 'mfe-owner', 'mfe-admin'].map((app) => path.join(ROOT, app, 'src', 'api'));

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function apiFiles() {
  return API_FOLDERS.flatMap((folder) =>
    readdirSync(folder)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .map((name) => ({ name, source: readFileSync(path.join(folder, name), 'utf8') })),
  );
}

const asyncFunctions = (source: string) =>
  [...source.matchAll(/^export async function (\w+)/gm)].map((match) => match[1] as string);

describe("the remotes' API functions", () => {
  it('each file exports the request its name says', () => {
    for (const { name, source } of apiFiles()) {
      expect(asyncFunctions(source), name).toContain(camel(name.replace(/\.ts$/, '')));
    }
  });

  it('a read is get…, never fetch…, load… or read…', () => {
    const names = apiFiles().flatMap(({ source }) => asyncFunctions(source));
    expect(names.length).toBeGreaterThan(10);
    expect(names.filter((name) => /^(fetch|load|read)[A-Z]/.test(name))).toEqual([]);
  });
});
