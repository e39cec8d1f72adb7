import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { componentMessages } from 'shared-ui';
import { expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../..');

/** The exposed pages, read from rspack.config.mjs ('./QueriesPage': './src/pages/queries-page.tsx'). */
function exposedPages(): string[] {
  const config = readFileSync(path.join(root, 'rspack.config.mjs'), 'utf8');
  return [...config.matchAll(/'\.\/\w+':\s*'\.\/(src\/pages\/[\w-]+\.tsx)'/g)].map((match) => match[1] as string);
}

it('every exposed page has its Hindi bundle beside it (exposed as ./<Page>.hi)', () => {
  const pages = exposedPages();
  expect(pages).toContain('src/pages/queries-page.tsx');
  for (const page of pages) expect(existsSync(path.join(root, page.replace(/\.tsx$/, '.hi.ts'))), page).toBe(true);
});

it("the page bundles hand over the Hindi of every catalog of the remote, and the design system's", async () => {
  const modules = import.meta.glob<Record<string, unknown>>('../**/messages.ts', { eager: true });
  const catalogs = Object.entries(modules).flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => typeof value === 'object' && value !== null && 'provide' in value)
      .map(([name, value]) => ({ name: `${file}#${name}`, catalog: value as { hi(): unknown } })),
  );
  expect(catalogs.length).toBeGreaterThan(0);
  // Nothing in this file has loaded any Hindi yet: whatever is in after the bundles ran, they provided.
  expect(catalogs.filter(({ catalog }) => catalog.hi() !== null)).toEqual([]);
  for (const load of Object.values(import.meta.glob('./*.hi.ts'))) await load();
  expect(catalogs.filter(({ catalog }) => catalog.hi() === null).map(({ name }) => name)).toEqual([]);
  expect(componentMessages.hi()).not.toBeNull();
});
