import { describePackageTexts } from '@qr/runtime/i18n/testing';
import * as vitest from 'vitest';
import { routeDescriptionMessages } from './document/descriptions/messages';
import { routeTitleMessages } from './document/titles/messages';
import { ROUTES } from './routing/route-table';

const catalogs = import.meta.glob<Record<string, unknown>>('./**/messages.ts', { eager: true });
describePackageTexts(vitest, { name: 'shell', srcDir: import.meta.dirname, catalogs });

const { expect, it } = vitest;

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
