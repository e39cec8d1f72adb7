import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROUTES } from './route-table';

const ROOT = path.resolve(import.meta.dirname, '..', '..', '..');
const REMOTE_DIRS = { mfe_public: 'mfe-public', mfe_owner: 'mfe-owner', mfe_admin: 'mfe-admin' } as const;

describe('route table', () => {
  it('has every route of docs/product.md §2 with its access level', () => {
    const table = Object.fromEntries(ROUTES.map((route) => [route.path, route.access]));
    expect(table).toEqual({
      '/': 'public',
      '/r/:referralCode': 'public',
      '/:uid': 'public',
      '/vehicle-registration/:uid': 'public',
      '/terms': 'public',
      '/privacy': 'public',
      '/features': 'public',
      '/pricing': 'public',
      '/contact': 'public',
      '/howtouse': 'public',
      '/admin': 'owner',
      '/vehicle-info': 'owner',
      '/vehicle-details/:vehicleId': 'owner',
      '/vehicle-details/:vehicleId/all-activities': 'owner',
      '/notifications': 'owner',
      '/bills': 'owner',
      '/referrals': 'owner',
      '/help': 'owner',
      '/admin/queries': 'admin',
    });
  });

  it('backs every route with a page its remote really exposes', () => {
    for (const route of ROUTES) {
      const config = readFileSync(path.join(ROOT, REMOTE_DIRS[route.remote], 'rspack.config.mjs'), 'utf8');
      expect(config, `${route.remote} should expose ./${route.expose}`).toContain(`'./${route.expose}':`);
    }
  });

  it('loads the admin remote only for the admin route', () => {
    expect(ROUTES.filter((route) => route.remote === 'mfe_admin').map((route) => route.path)).toEqual([
      '/admin/queries',
    ]);
  });
});
