import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { catalogProblems } from 'shared-ui/translation-check';
import { describe, expect, it, vi } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's glob import (this package does not load vite/client's types). */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

const SRC = import.meta.dirname;

it("every mfe-public catalog has complete Hindi, with the English's placeholders and numbers", async () => {
  const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  expect(await catalogProblems(modules)).toEqual([]);
});

/** The exposed pages, as rspack.config.mjs names them: './StickerPage' -> 'src/pages/sticker-page.tsx'. */
function exposedPages(): string[] {
  const config = readFileSync(path.join(SRC, '..', 'rspack.config.mjs'), 'utf8');
  return [...config.matchAll(/'\.\/\w+':\s*'\.\/src\/(pages\/[\w-]+\.tsx)'/g)].map((match) => match[1] as string);
}

function resolve(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')])
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  return null;
}

/** Every messages.ts a page reaches through its own relative imports (static and dynamic). */
function catalogFilesOf(page: string): string[] {
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
  visit(path.join(SRC, page));
  return [...catalogs].sort();
}

describe("each exposed page's Hindi bundle", () => {
  const pages = exposedPages();

  it('finds the exposed pages', () => {
    expect(pages.length).toBe(9);
  });

  it.each(pages)('%s has a Hindi bundle beside it', (page) => {
    expect(existsSync(path.join(SRC, page.replace(/\.tsx$/, '.hi.ts')))).toBe(true);
  });

  it.each(pages)('%s: its bundle provides every catalog the page shows, and the components', async (page) => {
    const catalogFiles = catalogFilesOf(page);
    expect(catalogFiles.length).toBeGreaterThan(0);
    vi.resetModules();
    await import(/* @vite-ignore */ path.join(SRC, page.replace(/\.tsx$/, '.hi.ts')));
    const missing: string[] = [];
    for (const file of catalogFiles) {
      const exports: Record<string, unknown> = await import(/* @vite-ignore */ file);
      for (const [name, value] of Object.entries(exports)) {
        if (!value || typeof value !== 'object' || !('hi' in value)) continue;
        if ((value as { hi(): unknown }).hi() === null) missing.push(`${path.relative(SRC, file)}#${name}`);
      }
    }
    const { componentMessages } = await import('shared-ui');
    if (componentMessages.hi() === null) missing.push('shared-ui componentMessages');
    expect(missing).toEqual([]);
  });
});
