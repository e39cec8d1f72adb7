import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTER_EXPORTS } from '@qr/platform/build/shared-dependencies.mjs';
import { SOURCE_FOLDERS } from '@qr/platform/source-folders';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const SOURCE_DIRS = SOURCE_FOLDERS;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // Tests and stories run outside federation: only what ships needs the shared copy's exports.
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function importedRouterNames(source: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router-dom'/g)) {
    if (match[1]) continue; // type-only imports leave nothing at run time
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

describe('shared react-router-dom exports', () => {
  it('keeps every react-router-dom export that any app imports', () => {
    const missing = SOURCE_DIRS.flatMap((dir) =>
      sourceFiles(path.join(ROOT, dir)).flatMap((file) =>
        importedRouterNames(readFileSync(file, 'utf8'))
          .filter((name) => !ROUTER_EXPORTS.includes(name))
          .map((name) => `${name} (${path.relative(ROOT, file)})`),
      ),
    );
    expect(missing, 'add these to ROUTER_EXPORTS in shared-ui/platform/build/shared-dependencies.mjs').toEqual([]);
  });

  it('reads names, aliases and type-only imports correctly', () => {
    expect(
      importedRouterNames(
        "import { Link, useNavigate as go, type NavigateFunction } from 'react-router-dom';\nimport type { Location } from 'react-router-dom';",
      ),
    ).toEqual(['Link', 'useNavigate']);
  });
});
