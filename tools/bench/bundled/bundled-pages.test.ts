// The bundled baseline bundles exactly the pages the remotes expose, each a lazy import of its file, written
// from their build configs (no source path named in the bench: bench-outside-apps.grit).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exposes as adminExposes } from '../../../mfe-admin/rspack.config.mjs';
import { exposes as ownerExposes } from '../../../mfe-owner/rspack.config.mjs';
import { exposes as publicExposes } from '../../../mfe-public/rspack.config.mjs';
import { bundledPagesModule } from './rspack.config.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const importedFiles = (source: string) => [...source.matchAll(/import\(("[^"]+")\)/g)].map((m) => JSON.parse(m[1]!));

describe("the bundled baseline's pages", () => {
  it('are a lazy import of each exposed file, under the expose name, per remote', () => {
    const source = bundledPagesModule({
      mfe_admin: { dir: 'mfe-admin', exposes: { './QueriesPage': './src/pages/queries-page.tsx' } },
    });
    const file = path.join(ROOT, 'mfe-admin', 'src', 'pages', 'queries-page.tsx');
    expect(source).toBe(
      `export default {\n  mfe_admin: {\n    "QueriesPage": () => import(${JSON.stringify(file)}),\n  },\n};\n`,
    );
  });

  it('are every page the three remotes expose, files that exist, and nothing they do not expose', () => {
    const files = importedFiles(bundledPagesModule());
    const exposed = Object.values({ ...publicExposes, ...ownerExposes, ...adminExposes });
    expect(files).toHaveLength(exposed.length);
    for (const file of files) expect(existsSync(file), file).toBe(true);
    expect(files).not.toContain(path.join(ROOT, 'mfe-owner', 'src', 'pages', 'owner-page.tsx'));
  });
});
