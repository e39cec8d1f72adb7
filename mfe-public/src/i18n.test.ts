import { describeHindiBundles } from 'shared-ui/page-bundle-check';
import { catalogProblems } from 'shared-ui/translation-check';
import * as vitest from 'vitest';

declare global {
  interface ImportMeta {
    /** Vite's glob import (this package does not load vite/client's types). */
    glob<T>(pattern: string, options: { eager: true }): Record<string, T>;
  }
}

vitest.it("every mfe-public catalog has complete Hindi, with the English's placeholders and numbers", async () => {
  const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
  vitest.expect(Object.keys(modules).length).toBeGreaterThan(0);
  vitest.expect(await catalogProblems(modules)).toEqual([]);
});

describeHindiBundles(vitest, {
  srcDir: import.meta.dirname,
  pages: 9,
  load: (specifier) => import(/* @vite-ignore */ specifier),
});
