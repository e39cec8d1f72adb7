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
