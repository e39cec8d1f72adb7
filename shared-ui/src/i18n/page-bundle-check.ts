// For a remote's tests (Node): which pages it exposes, which catalogs each page shows, and which of them
// a page's Hindi bundle left without Hindi (docs/i18n.md: a page's Hindi comes with its code).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The exposed pages, as the app's rspack.config.mjs names them: './StickerPage' -> 'pages/sticker-page.tsx'. */
export function exposedPages(appDir: string): string[] {
  const config = readFileSync(path.join(appDir, 'rspack.config.mjs'), 'utf8');
  return [...config.matchAll(/'\.\/\w+':\s*'\.\/src\/(pages\/[\w-]+\.tsx)'/g)].map((match) => match[1] as string);
}

/** The page's Hindi bundle beside it: 'pages/sticker-page.tsx' -> 'pages/sticker-page.hi.ts'. */
export const hindiBundleOf = (page: string) => page.replace(/\.tsx$/, '.hi.ts');

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every messages.ts a page (relative to srcDir) reaches through its own relative imports, static and dynamic. */
export function catalogFilesOf(srcDir: string, page: string): string[] {
  const seen = new Set<string>();
  const catalogs = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (file.endsWith(`${path.sep}messages.ts`)) catalogs.add(file);
    const source = readFileSync(file, 'utf8');
    for (const match of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const target = resolve(file, match[1] as string);
      if (target) visit(target);
    }
  };
  visit(path.join(srcDir, page));
  return [...catalogs].sort();
}

/**
 * The catalogs (file#export) among `files` still without Hindi. Run it after importing the page's Hindi
 * bundle in a fresh module registry: whatever has Hindi then, the bundle provided.
 */
export async function catalogsWithoutHindi(
  srcDir: string,
  files: string[],
  load: (file: string) => Promise<Record<string, unknown>>,
): Promise<string[]> {
  const missing: string[] = [];
  for (const file of files) {
    for (const [name, value] of Object.entries(await load(file))) {
      if (!value || typeof value !== 'object' || !('hi' in value)) continue;
      if ((value as { hi(): unknown }).hi() === null) missing.push(`${path.relative(srcDir, file)}#${name}`);
    }
  }
  return missing;
}

/**
 * The checks every remote runs on its exposed pages' Hindi bundles (vitest): there are `pages` of them,
 * each has its bundle beside it, and the bundle provides every catalog the page shows and the design
 * system's. `load` imports a module in the remote's test context (a file path, or 'shared-ui').
 */
export function describeHindiBundles(
  vitest: typeof import('vitest'),
  {
    srcDir,
    pages: count,
    load,
  }: { srcDir: string; pages: number; load: (specifier: string) => Promise<Record<string, unknown>> },
): void {
  const { describe, expect, it, vi } = vitest;
  describe("each exposed page's Hindi bundle", () => {
    const pages = exposedPages(path.join(srcDir, '..'));

    it('finds the exposed pages', () => {
      expect(pages.length).toBe(count);
    });

    it.each(pages)('%s has a Hindi bundle beside it', (page) => {
      expect(existsSync(path.join(srcDir, hindiBundleOf(page)))).toBe(true);
    });

    it.each(pages)('%s: its bundle provides every catalog the page shows, and the components', async (page) => {
      const catalogFiles = catalogFilesOf(srcDir, page);
      expect(catalogFiles.length).toBeGreaterThan(0);
      vi.resetModules();
      await load(path.join(srcDir, hindiBundleOf(page)));
      const missing = await catalogsWithoutHindi(srcDir, catalogFiles, load);
      const { componentMessages } = (await load('shared-ui')) as { componentMessages: { hi(): unknown } };
      if (componentMessages.hi() === null) missing.push('shared-ui componentMessages');
      expect(missing).toEqual([]);
    });
  });
}
