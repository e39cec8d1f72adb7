import { expect, it } from 'vitest';
import { catalogProblems } from './translation-check';

it("every shared-ui catalog has complete Hindi, with the English's placeholders and numbers", async () => {
  const modules = import.meta.glob<Record<string, unknown>>('../**/messages.ts', { eager: true });
  expect(Object.keys(modules).length).toBeGreaterThan(0);
  expect(await catalogProblems(modules)).toEqual([]);
});
