import { catalogProblems } from 'shared-ui/translation-check';
import { expect, it } from 'vitest';

it("every mfe-admin catalog has complete Hindi, with the English's placeholders and numbers", async () => {
  const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  expect(await catalogProblems(modules)).toEqual([]);
});
