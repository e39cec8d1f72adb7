import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { matchRoute } from './match-route';
import { ROUTES } from './route-table';

const PATHS = [
  '/',
  '/QRUSED0001',
  '/r/919876543210',
  '/vehicle-registration/QRNEW00001',
  '/terms',
  '/pricing',
  '/howtouse',
  '/admin',
  '/admin/queries',
  '/vehicle-info',
  '/vehicle-details/QRUSED0001',
  '/vehicle-details/QRUSED0001/all-activities',
  '/help',
  '/QR%20SPACE',
  '/a/b/c',
  '/r',
  // Where a hand-written matcher easily parts from react-router's: case, escaped letters, slashes.
  '/TERMS',
  '/Vehicle-Details/QRUSED0001/ALL-ACTIVITIES',
  '/t%65rms',
  '/terms//',
  '//terms',
  '/r/',
  '/vehicle-details//all-activities',
  '/QR%2F0001',
  '/%2Fterms',
];

describe("matchRoute (the site's one route matcher)", () => {
  it('picks the same route and params as react-router for every kind of path', () => {
    const routerRoutes = ROUTES.map((route) => ({ path: route.path }));
    for (const pathname of PATHS) {
      const expected = matchRoutes(routerRoutes, pathname)?.[0];
      const actual = matchRoute(pathname, ROUTES);
      expect(actual?.route.path ?? null, pathname).toBe(expected?.route.path ?? null);
      if (expected) expect(actual?.params, pathname).toEqual(expected.params);
    }
  });

  it('decodes parameters and refuses a malformed one instead of throwing', () => {
    expect(matchRoute('/QR%20SPACE', ROUTES)?.params).toEqual({ uid: 'QR SPACE' });
    expect(matchRoute('/%E0%A4%A', ROUTES)).toBeNull();
  });
});
