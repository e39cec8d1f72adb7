// For a package's tests (Node): whether its catalogs have complete Hindi, which pages it exposes, which
// catalogs each page shows, and which of them a page's Hindi bundle left without Hindi (docs/i18n.md: a
// page's Hindi comes with its code).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { hindiFileOf } from './hindi-files';
import { catalogProblems } from './translation-check';

/** The exposed pages, as the app's rspack.config.mjs names them: './StickerPage' -> 'pages/sticker-page.tsx'. */
export function exposedPages(appDir: string): string[] {
  const config = readFileSync(path.join(appDir, 'rspack.config.mjs'), 'utf8');
  return [...config.matchAll(/'\.\/\w+':\s*'\.\/src\/(pages\/[\w-]+\.tsx)'/g)].map((match) => match[1] as string);
}

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

/** The design system's catalog, loaded by file: the same module as the '@qr/design-system' a remote's pages import. */
const COMPONENT_MESSAGES = path.join(
  import.meta.dirname,
  '..',
  '..',
  '..',
  'design-system',
  'src',
  'components',
  'messages.ts',
);

type Load = (specifier: string) => Promise<Record<string, unknown>>;
const importIt: Load = (specifier) => import(/* @vite-ignore */ specifier);

/**
 * The checks of a package's src/i18n.test.ts (Vitest): every catalog has complete Hindi (`catalogs`: the
 * package's `import.meta.glob('./**' + '/messages.ts', { eager: true })`), and, for a remote, there are
 * `pages` exposed pages, each with its Hindi bundle beside it, which provides every catalog the page shows
 * and the design system's.
 */
export function describePackageTexts(
  vitest: typeof import('vitest'),
  {
    name,
    srcDir,
    catalogs,
    pages = 0,
    load = importIt,
  }: { name: string; srcDir: string; catalogs: Record<string, Record<string, unknown>>; pages?: number; load?: Load },
): void {
  const { describe, expect, it, vi } = vitest;
  it(`every ${name} catalog has complete Hindi, with the English's placeholders and numbers`, async () => {
    expect(Object.keys(catalogs).length).toBeGreaterThan(0);
    expect(await catalogProblems(catalogs)).toEqual([]);
  });
  if (pages === 0) return;
  describe("each exposed page's Hindi bundle", () => {
    const exposed = exposedPages(path.join(srcDir, '..'));

    it('finds the exposed pages', () => {
      expect(exposed.length).toBe(pages);
    });

    it.each(exposed)('%s has a Hindi bundle beside it', (page) => {
      expect(existsSync(path.join(srcDir, hindiFileOf(page)))).toBe(true);
    });

    it.each(exposed)('%s: its bundle provides every catalog the page shows, and the components', async (page) => {
      const catalogFiles = catalogFilesOf(srcDir, page);
      expect(catalogFiles.length).toBeGreaterThan(0);
      vi.resetModules();
      await load(path.join(srcDir, hindiFileOf(page)));
      const missing = await catalogsWithoutHindi(srcDir, catalogFiles, load);
      const { componentMessages } = (await load(COMPONENT_MESSAGES)) as { componentMessages: { hi(): unknown } };
      if (componentMessages.hi() === null) missing.push('shared-ui componentMessages');
      expect(missing).toEqual([]);
    });
  });
}
