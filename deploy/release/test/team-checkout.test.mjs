// A team's checkout of one remote holds the root files, deploy/, shared-ui and that remote only: the
// release tooling must load there, so no module of it imports the shell, e2e/ or a remote when it loads
// (an import inside the function that needs it, as local-site.mjs does for the local nginx, is fine).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const HERE = path.resolve(import.meta.dirname, '..');
const REPOSITORY = path.resolve(HERE, '..', '..');
const MODULES = readdirSync(HERE).filter((file) => file.endsWith('.mjs') && !file.endsWith('.test.mjs'));

/** The relative specifiers of a module's static imports and re-exports: what loading it loads. */
const staticImports = (source) =>
  [...source.matchAll(/^(?:import|export)\s[^;]*?from\s*['"](\.[^'"]+)['"]/gms)].map((match) => match[1]);

describe('the release tooling in a team checkout', () => {
  it('finds static imports, not dynamic ones', () => {
    const source =
      "import a from './a.mjs';\nexport { b } from '../b.mjs';\nconst c = await import('../../tools/c.mjs');\n";
    expect(staticImports(source)).toEqual(['./a.mjs', '../b.mjs']);
  });

  it.each(MODULES)('%s loads only deploy/ and shared-ui/', (file) => {
    const reached = staticImports(readFileSync(path.join(HERE, file), 'utf8')).map(
      (specifier) => path.relative(REPOSITORY, path.resolve(HERE, specifier)).split(path.sep)[0],
    );
    expect(reached.filter((top) => !['deploy', 'shared-ui'].includes(top))).toEqual([]);
  });
});
