import { describe, expect, it } from 'vitest';
import { breaksEveryPage, buildVersionOf, compatibilityProblems, type RemoteManifest } from './compatibility';
import { SHELL_PAGES as ROUTES } from './shell-pages.fixture';

const PROVIDED = {
  react: '19.3.1',
  'react-dom': '19.3.1',
  'react-router-dom': '7.18.5',
  jotai: '3.0.1',
  '@qr/runtime': '0.1.0',
  '@qr/contract': '0.1.0',
};

const SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'jotai', '@qr/runtime', '@qr/contract'];

const ownerPages = ROUTES.filter((route) => route.remote === 'mfe_owner').map((route) => route.expose);

function ownerManifest(change: (manifest: Required<RemoteManifest>) => void = () => {}): RemoteManifest {
  const manifest: Required<RemoteManifest> = {
    metaData: { name: 'mfe_owner', buildInfo: { buildVersion: '1.4.0' } },
    exposes: [...new Set(ownerPages)].flatMap((name) => [{ name }, { name: `${name}.hi` }]),
    shared: [
      { name: 'react', requiredVersion: '^19.2.0', singleton: true },
      { name: 'react-dom', requiredVersion: '^19.2.0', singleton: true },
      { name: 'react-router-dom', requiredVersion: '^7.9.0', singleton: true },
      { name: 'jotai', requiredVersion: '^3.0.0', singleton: true },
      { name: '@qr/runtime', requiredVersion: '^0.1.0', singleton: true },
      { name: '@qr/contract', requiredVersion: '^0.1.0', singleton: true },
    ],
  };
  change(manifest);
  return manifest;
}

const check = (manifest: RemoteManifest, provided: Record<string, string> = PROVIDED) =>
  compatibilityProblems({ remote: 'mfe_owner', manifest, provided, pages: ROUTES, singletons: SINGLETONS });

describe('compatibilityProblems', () => {
  it('passes a remote that exposes every page of the route table and accepts the shell’s versions', () => {
    expect(check(ownerManifest())).toEqual([]);
  });

  it('passes a compatible minor or patch version of a singleton', () => {
    expect(check(ownerManifest(), { ...PROVIDED, react: '19.4.2', '@qr/runtime': '0.1.7' })).toEqual([]);
  });

  it.each([
    ['@qr/runtime', '^1.0.0', '@qr/runtime: requires ^1.0.0, the shell provides 0.1.0'],
    ['react', '^20.0.0', 'react: requires ^20.0.0, the shell provides 19.3.1'],
    ['react-dom', '~19.4.0', 'react-dom: requires ~19.4.0, the shell provides 19.3.1'],
    ['react-router-dom', '^8.0.0', 'react-router-dom: requires ^8.0.0, the shell provides 7.18.5'],
    ['jotai', '>=3.1.0', 'jotai: requires >=3.1.0, the shell provides 3.0.1'],
  ])('refuses when %s requires %s', (name, range, text) => {
    const manifest = ownerManifest((m) => {
      m.shared = m.shared.map((item) => (item.name === name ? { ...item, requiredVersion: range } : item));
    });
    expect(check(manifest)).toEqual([{ kind: 'shared', name, text }]);
  });

  it('refuses a singleton the shell does not provide: a second copy would split its state', () => {
    const manifest = ownerManifest((m) => {
      m.shared = [...m.shared, { name: '@qr/runtime/i18n', requiredVersion: '^0.1.0', singleton: true }];
    });
    expect(check(manifest)).toEqual([
      { kind: 'shared', name: '@qr/runtime/i18n', text: '@qr/runtime/i18n: a singleton the shell does not provide' },
    ]);
  });

  it.each([
    ['react', 'no longer shared'],
    ['jotai', 'shared, but not as a singleton'],
  ])('refuses a build that does not share the shell singleton %s (%s): it would bundle a second copy', (name, how) => {
    const manifest = ownerManifest((m) => {
      m.shared =
        how === 'no longer shared'
          ? m.shared.filter((item) => item.name !== name)
          : m.shared.map((item) => (item.name === name ? { ...item, singleton: false } : item));
    });
    expect(check(manifest)).toEqual([
      {
        kind: 'shared',
        name,
        text: `${name}: the shell provides it as a singleton, the build does not share it (it would run a second copy)`,
      },
    ]);
  });

  it("refuses a build made before shared-ui's packages were renamed: it shares its state under the old names", () => {
    const OLD_NAMES: Record<string, string> = {
      '@qr/runtime': 'shared-ui/runtime',
      '@qr/contract': 'shared-ui/contract',
    };
    const manifest = ownerManifest((m) => {
      m.shared = m.shared.map((item) => ({ ...item, name: OLD_NAMES[item.name] ?? item.name }));
    });
    expect(check(manifest).map((problem) => problem.text)).toEqual([
      'shared-ui/runtime: a singleton the shell does not provide',
      'shared-ui/contract: a singleton the shell does not provide',
      '@qr/runtime: the shell provides it as a singleton, the build does not share it (it would run a second copy)',
      '@qr/contract: the shell provides it as a singleton, the build does not share it (it would run a second copy)',
    ]);
  });

  it('ignores shared modules that are not singletons, and ranges that accept anything', () => {
    const manifest = ownerManifest((m) => {
      m.shared = [
        ...m.shared,
        { name: 'lodash', requiredVersion: '^9.0.0', singleton: false },
        { name: 'react', requiredVersion: '*', singleton: true },
        { name: 'jotai', requiredVersion: false, singleton: true },
      ];
    });
    expect(check(manifest)).toEqual([]);
  });

  it('refuses a build that no longer exposes a page of the route table, naming the route', () => {
    const manifest = ownerManifest((m) => {
      m.exposes = m.exposes.filter((item) => item.name !== 'HelpPage');
    });
    expect(check(manifest)).toEqual([
      { kind: 'expose', expose: 'HelpPage', text: "./HelpPage is not exposed; the shell's route /help needs it" },
    ]);
  });

  it('reads exposes written with or without ./', () => {
    const manifest = ownerManifest((m) => {
      m.exposes = m.exposes.map((item) => ({ name: `./${item.name}` }));
    });
    expect(check(manifest)).toEqual([]);
  });

  it('refuses the manifest of another remote', () => {
    const manifest = ownerManifest((m) => {
      m.metaData = { name: 'mfe_admin' };
    });
    expect(check(manifest)[0]).toEqual({ kind: 'name', text: 'the build is the remote "mfe_admin", not "mfe_owner"' });
  });

  it('tells problems that break every page from those that break one', () => {
    const manifest = ownerManifest((m) => {
      m.exposes = m.exposes.filter((item) => item.name !== 'BillsPage');
      m.shared = m.shared.map((item) => (item.name === 'jotai' ? { ...item, requiredVersion: '^4.0.0' } : item));
    });
    expect(check(manifest).map(breaksEveryPage)).toEqual([true, false]);
  });

  it('reads the build version, or says it is unknown', () => {
    expect(buildVersionOf(ownerManifest())).toBe('1.4.0');
    expect(buildVersionOf({})).toBe('unknown');
  });
});
