import { SETTINGS_ROUTE as settings } from '@qr/platform/federation/settings-route.fixture';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROUTES } from './route-table';

beforeEach(() => vi.resetModules());
afterEach(() => vi.restoreAllMocks());

describe('site routes', () => {
  it('are the fixed route table until declared routes are accepted, then both', async () => {
    const { acceptConfigRoutes, siteRoutes } = await import('./site-routes');
    expect(siteRoutes()).toEqual(ROUTES);
    expect(await acceptConfigRoutes([settings])).toEqual([...ROUTES, settings]);
    expect(siteRoutes()).toEqual([...ROUTES, settings]);
  });

  it('accept the first config only, and load no rules when it declares nothing', async () => {
    const { acceptConfigRoutes, siteRoutes } = await import('./site-routes');
    expect(await acceptConfigRoutes(undefined)).toEqual(ROUTES);
    expect(await acceptConfigRoutes([])).toEqual(ROUTES);
    await acceptConfigRoutes([settings]);
    await acceptConfigRoutes([{ ...settings, path: '/account/other' }]);
    expect(siteRoutes().map((route) => route.path)).toContain('/account/settings');
    expect(siteRoutes().map((route) => route.path)).not.toContain('/account/other');
  });

  it('log the routes they refuse once, in one console.error, and keep the rest', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { acceptConfigRoutes, siteRoutes } = await import('./site-routes');
    await acceptConfigRoutes([settings, { ...settings, path: '/settings' }, { ...settings, path: '/help' }]);
    expect(siteRoutes()).toEqual([...ROUTES, settings]);
    expect(error).toHaveBeenCalledExactlyOnceWith(
      "[routes] runtime-config.json declares pages this site ignores:\n  /settings: outside mfe_owner's paths (/account/...)\n  /help: outside mfe_owner's paths (/account/...)\n  /help: a page of the shell's route table (mfe_owner ./HelpPage)",
    );
  });
});
