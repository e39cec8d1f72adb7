// @qr/design-system's public surface: its main entry exports exactly the names something outside the package
// imports (apps, their stories and tests, the platform, e2e, tools), and it is the design system only.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const PACKAGE = 'shared-ui/design-system/';
const MAIN = readFileSync(path.join(import.meta.dirname, 'components', 'index.ts'), 'utf8');

/** The names in `{ a, type B, c as d }` lists: their exported (or imported) names. */
const namesIn = (list: string, side: 'exported' | 'imported') =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => part.split(/\s+as\s+/)[side === 'exported' ? part.split(/\s+as\s+/).length - 1 : 0] as string);

const outsideFiles = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
  cwd: ROOT,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|tsx|mjs|js)$/.test(file) && !file.startsWith(PACKAGE));

function importedOutside(): string[] {
  const names = new Set<string>();
  for (const file of outsideFiles) {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    for (const match of source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@qr\/design-system'/g))
      for (const name of namesIn(match[1] as string, 'imported')) names.add(name);
    for (const match of source.matchAll(/const\s+\{([^}]*)\}\s*=\s*await import\('@qr\/design-system'\)/g))
      for (const name of (match[1] as string).split(',').map((part) => part.trim().split(':')[0]?.trim()))
        if (name) names.add(name);
  }
  return [...names].sort();
}

describe("@qr/design-system's main entry", () => {
  it('exports by name only (no export *), so that its surface is the list in index.ts', () => {
    expect(MAIN).not.toMatch(/export\s+\*/);
  });

  it('exports exactly the names imported outside the package', () => {
    const exported = [...MAIN.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from/g)]
      .flatMap((match) => namesIn(match[1] as string, 'exported'))
      .sort();
    expect(exported).toEqual(importedOutside());
  });

  it('is the design system only: no runtime, i18n or development runner', () => {
    expect(MAIN).not.toMatch(/from '(shared-ui\/|@qr\/|\.\.\/)/);
  });
});
