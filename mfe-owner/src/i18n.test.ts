import { existsSync } from 'node:fs';
import path from 'node:path';
import { catalogFilesOf, catalogsWithoutHindi, exposedPages, hindiBundleOf } from 'shared-ui/page-bundle-check';
import { catalogProblems } from 'shared-ui/translation-check';
import { describe, expect, it, vi } from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's glob import (this package does not load vite/client's types). */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

const SRC = import.meta.dirname;

it("every mfe-owner catalog has complete Hindi, with the English's placeholders and numbers", async () => {
  const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  expect(await catalogProblems(modules)).toEqual([]);
});

describe("each exposed page's Hindi bundle", () => {
  const pages = exposedPages(path.join(SRC, '..'));

  it('finds the exposed pages', () => {
    expect(pages.length).toBe(8);
  });

  it.each(pages)('%s has a Hindi bundle beside it', (page) => {
    expect(existsSync(path.join(SRC, hindiBundleOf(page)))).toBe(true);
  });

  it.each(pages)('%s: its bundle provides every catalog the page shows, and the components', async (page) => {
    const catalogFiles = catalogFilesOf(SRC, page);
    expect(catalogFiles.length).toBeGreaterThan(0);
    vi.resetModules();
    await import(/* @vite-ignore */ path.join(SRC, hindiBundleOf(page)));
    const missing = await catalogsWithoutHindi(SRC, catalogFiles, (file) => import(/* @vite-ignore */ file));
    const { componentMessages } = await import('shared-ui');
    if (componentMessages.hi() === null) missing.push('shared-ui componentMessages');
    expect(missing).toEqual([]);
  });
});
