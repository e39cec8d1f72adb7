import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routing/route-table';
import { ROUTE_DESCRIPTIONS } from './descriptions/messages';
import { documentTitle } from './document-title';

describe("the route table's documents", () => {
  it('gives every route its own document title and meta description', () => {
    const titles = ROUTES.map(documentTitle);
    expect(new Set(titles).size).toBe(ROUTES.length);
    expect(documentTitle(ROUTES.find((route) => route.path === '/:uid') as (typeof ROUTES)[number])).toBe(
      'Contact the owner · QR Vehicle Contact',
    );
    expect(Object.keys(ROUTE_DESCRIPTIONS).sort()).toEqual(ROUTES.map((route) => route.path).sort());
    expect(new Set(Object.values(ROUTE_DESCRIPTIONS)).size).toBe(ROUTES.length);
  });
});
