import { catalogProblems } from 'shared-ui/translation-check';
import { expect, it } from 'vitest';
import { routeDescriptionMessages } from './document/descriptions/messages';
import { routeTitleMessages } from './document/messages';
import { ROUTES } from './routing/route-table';

it("every shell catalog has complete Hindi, with the English's placeholders and numbers", async () => {
  const modules = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
  expect(Object.keys(modules).length).toBeGreaterThanOrEqual(4);
  expect(await catalogProblems(modules)).toEqual([]);
});

it('every route has a Hindi title and a Hindi description, each its own', async () => {
  await Promise.all([routeTitleMessages.load(), routeDescriptionMessages.load()]);
  const paths = ROUTES.map((route) => route.path).sort();
  const titles = routeTitleMessages.hi() ?? {};
  const descriptions = routeDescriptionMessages.hi() ?? {};
  expect(Object.keys(titles).sort()).toEqual(paths);
  expect(Object.keys(descriptions).sort()).toEqual(paths);
  expect(new Set(Object.values(descriptions)).size).toBe(ROUTES.length);
  // The brand name is the home page's title in both languages, and stays in Latin letters.
  expect(titles['/']).toBe('QR Vehicle Contact');
});
