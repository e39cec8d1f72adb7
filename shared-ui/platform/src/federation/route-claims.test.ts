import { describe, expect, it } from 'vitest';
import {
  acceptDeclaredRoutes,
  type DeclaredRoute,
  manifestRoutes,
  PATH_CLAIMS,
  routeClaimProblems,
} from './route-claims';
import { SETTINGS_ROUTE as settings } from './settings-route.fixture';
import { SHELL_PAGES as PAGES } from './shell-pages.fixture';

type Check = Partial<Parameters<typeof routeClaimProblems>[0]>;

/** The problems (their texts) of `remote`'s build declaring these routes; by default against the fixed table. */
const problemsOf = (remote: string, routes: readonly unknown[], check: Check = {}) =>
  routeClaimProblems({ remote, routes, pages: PAGES, others: [], claims: PATH_CLAIMS, ...check }).map(
    (problem) => problem.text,
  );

/** The problems of mfe_owner's build declaring these routes, against the fixed table and nothing else live. */
const ownerProblems = (routes: readonly unknown[], others: readonly DeclaredRoute[] = []) =>
  problemsOf('mfe_owner', routes, { others });

describe('PATH_CLAIMS', () => {
  it('gives each remote multi-segment paths with one access', () => {
    expect(PATH_CLAIMS).toEqual([
      { remote: 'mfe_public', prefix: '/p/', access: 'public' },
      { remote: 'mfe_owner', prefix: '/account/', access: 'owner' },
      { remote: 'mfe_admin', prefix: '/admin/', access: 'admin' },
    ]);
  });
});

describe('routeClaimProblems', () => {
  it('accepts routes under the remote claim, with its access, params included', () => {
    expect(ownerProblems([settings, { ...settings, path: '/account/vehicles/:vehicleId', expose: 'Vehicle' }])).toEqual(
      [],
    );
    expect(
      routeClaimProblems({
        remote: 'mfe_public',
        routes: [{ path: '/p/offers', remote: 'mfe_public', expose: 'OffersPage', access: 'public', title: 'Offers' }],
        pages: PAGES,
        others: [settings],
        claims: PATH_CLAIMS,
      }),
    ).toEqual([]);
  });

  it('refuses a path outside the remote claims, naming them', () => {
    expect(ownerProblems([{ ...settings, path: '/settings' }])).toEqual([
      "/settings: outside mfe_owner's paths (/account/...)",
    ]);
    // The prefix itself is not a page under it.
    expect(ownerProblems([{ ...settings, path: '/account' }])).toEqual([
      "/account: outside mfe_owner's paths (/account/...)",
    ]);
    expect(ownerProblems([{ ...settings, path: '/p/settings' }])).toEqual([
      "/p/settings: outside mfe_owner's paths (/account/...)",
    ]);
  });

  it('refuses every path of a remote that claims none', () => {
    expect(problemsOf('mfe_other', [{ ...settings, remote: 'mfe_other' }])).toEqual([
      '/account/settings: mfe_other has no paths to declare pages under',
    ]);
  });

  it("refuses an access other than the claim's", () => {
    expect(ownerProblems([{ ...settings, access: 'public' }])).toEqual([
      "/account/settings: access public, but mfe_owner's paths under /account/ are owner",
    ]);
    expect(ownerProblems([{ ...settings, access: 'root' }])).toEqual([
      '/account/settings: access "root" is not public, owner or admin',
    ]);
  });

  it("refuses a fixed page's path, or its pattern", () => {
    const admin = (path: string) =>
      problemsOf('mfe_admin', [{ path, remote: 'mfe_admin', expose: 'Reports', access: 'admin', title: 'Reports' }]);
    expect(admin('/admin/queries')).toEqual([
      "/admin/queries: a page of the shell's route table (mfe_admin ./QueriesPage)",
    ]);
    expect(admin('/admin/Queries')).toEqual(["/admin/Queries: the same pattern as the shell's route /admin/queries"]);
    const withParam = [...PAGES, { path: '/admin/:tab', remote: 'mfe_owner', expose: 'OwnerHomePage' }];
    const section = { path: '/admin/:section', remote: 'mfe_admin', expose: 'Reports', access: 'admin', title: 'R' };
    expect(problemsOf('mfe_admin', [section], { pages: withParam })).toEqual([
      "/admin/:section: the same pattern as the shell's route /admin/:tab",
    ]);
  });

  it("refuses a path another remote's live release declares, or its pattern", () => {
    const claims = [...PATH_CLAIMS, { remote: 'mfe_public', prefix: '/account/', access: 'owner' as const }];
    const publicRoute = { ...settings, remote: 'mfe_public', expose: 'Promo' };
    const problems = (routes: unknown[], others: DeclaredRoute[] = [publicRoute]) =>
      problemsOf('mfe_owner', routes, { others, claims });
    expect(problems([settings])).toEqual(["/account/settings: claimed by mfe_public's live release"]);
    expect(problems([{ ...settings, path: '/account/:page' }], [{ ...publicRoute, path: '/account/:name' }])).toEqual([
      "/account/:page: the same pattern as /account/:name, claimed by mfe_public's live release",
    ]);
    // The remote's own live routes are its to replace.
    expect(
      routeClaimProblems({ remote: 'mfe_owner', routes: [settings], pages: PAGES, others: [settings], claims }),
    ).toEqual([]);
  });

  it('refuses a route of another remote', () => {
    expect(ownerProblems([{ ...settings, remote: 'mfe_admin' }])).toEqual([
      '/account/settings: declared for mfe_admin, not mfe_owner',
    ]);
  });

  it('refuses the same path declared twice, both copies', () => {
    expect(ownerProblems([settings, { ...settings, expose: 'OtherPage' }])).toEqual([
      '/account/settings: declared twice',
      '/account/settings: declared twice',
    ]);
  });

  it.each([
    'account/settings',
    '/account/settings/',
    '/account//settings',
    '/account/set tings',
    '/account/settings.html',
    '/account/../admin',
    '/account/*',
    '/account/:',
    '/account/:1x',
    '/account/a?b=c',
    '/account/%2e',
    '/account/"x"',
    '',
  ])('refuses the malformed path %j', (path) => {
    expect(ownerProblems([{ ...settings, path }])).toEqual([
      `${path}: not a valid path (/segment/..., each of letters, digits, - and _, or a :param)`,
    ]);
  });

  it('refuses a route that is not one: no path, no title, an expose that is not a name', () => {
    expect(ownerProblems([null])).toEqual([
      'undefined: not a valid path (/segment/..., each of letters, digits, - and _, or a :param)',
    ]);
    expect(ownerProblems([{ ...settings, title: '' }])).toEqual(['/account/settings: has no title']);
    expect(ownerProblems([{ ...settings, titleHi: { hi: 'x' } }])).toEqual([
      '/account/settings: titleHi is not a title',
    ]);
    expect(ownerProblems([{ ...settings, expose: './Settings Page' }])).toEqual([
      '/account/settings: expose "./Settings Page" is not the name of an exposed module',
    ]);
  });

  it('lists every problem of a route, one line each', () => {
    expect(ownerProblems([{ ...settings, path: '/help', access: 'public', remote: 'mfe_public' }])).toEqual([
      '/help: declared for mfe_public, not mfe_owner',
      "/help: outside mfe_owner's paths (/account/...)",
      "/help: a page of the shell's route table (mfe_owner ./HelpPage)",
    ]);
  });
});

describe('acceptDeclaredRoutes (the shell, at run time)', () => {
  const queries = { path: '/admin/reports', remote: 'mfe_admin', expose: 'ReportsPage', access: 'admin', title: 'R' };

  it('keeps the routes that fit and drops the rest, with their problems', () => {
    const outside = { ...settings, path: '/settings' };
    const clash = { ...queries, path: '/admin/queries' };
    const { routes, problems } = acceptDeclaredRoutes(
      [settings, outside, queries, clash, 'nonsense'],
      PAGES,
      PATH_CLAIMS,
    );
    expect(routes).toEqual([settings, queries]);
    expect(problems).toEqual([
      { path: '/settings', text: "/settings: outside mfe_owner's paths (/account/...)" },
      {
        path: '/admin/queries',
        text: "/admin/queries: a page of the shell's route table (mfe_admin ./QueriesPage)",
      },
      {
        path: 'undefined',
        text: 'undefined: not a valid path (/segment/..., each of letters, digits, - and _, or a :param)',
      },
    ]);
  });

  it('drops both routes when two remotes declare one path', () => {
    const claims = [...PATH_CLAIMS, { remote: 'mfe_admin', prefix: '/account/', access: 'owner' as const }];
    const twin = { ...settings, remote: 'mfe_admin' };
    const { routes, problems } = acceptDeclaredRoutes([settings, twin], PAGES, claims);
    expect(routes).toEqual([]);
    expect(problems.map((problem) => problem.text)).toEqual([
      "/account/settings: claimed by mfe_admin's live release",
      "/account/settings: claimed by mfe_owner's live release",
    ]);
  });

  it('accepts nothing from nothing', () => {
    expect(acceptDeclaredRoutes([], PAGES, PATH_CLAIMS)).toEqual({ routes: [], problems: [] });
  });
});

describe("manifestRoutes (a remote build config's routes, into its mf-manifest.json)", () => {
  const exposes = { './SettingsPage': './src/pages/settings-page.tsx' };

  it('names the remote in each route', () => {
    const { remote, ...declared } = settings;
    expect(manifestRoutes('mfe_owner', exposes, [declared])).toEqual([settings]);
    expect(manifestRoutes('mfe_owner', exposes, [{ ...declared, titleHi: undefined }])).toEqual([
      { path: '/account/settings', remote: 'mfe_owner', expose: 'SettingsPage', access: 'owner', title: 'Settings' },
    ]);
  });

  it('fails the build for a route to a page it does not expose', () => {
    expect(() =>
      manifestRoutes('mfe_owner', exposes, [{ path: '/account/x', expose: 'XPage', access: 'owner', title: 'X' }]),
    ).toThrow('mfe_owner: the route /account/x needs ./XPage, which the build does not expose');
  });
});
