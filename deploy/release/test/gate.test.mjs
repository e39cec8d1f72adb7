// The gate's report and verdict against a live shell's manifest, and which switch a rollback undoes.
// The rules themselves are tested in shared-ui/platform/src/federation/compatibility.test.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { judgeRemote, runShellGate } from '../gate.mjs';
import { switchesInForce } from '../site-history.mjs';

const PAGES = [
  { path: '/admin', remote: 'mfe_owner', expose: 'OwnerHomePage' },
  { path: '/help', remote: 'mfe_owner', expose: 'HelpPage' },
  { path: '/', remote: 'mfe_public', expose: 'LandingPage' },
];
const shellManifest = (pages = PAGES) => ({
  metaData: { name: 'shell', pages },
  shared: [
    { name: 'react', version: '19.3.1', singleton: true },
    { name: '@qr/runtime', version: '0.1.0', singleton: true },
  ],
});

function ownerRelease({
  runtime = '^0.1.0',
  exposes = ['OwnerHomePage', 'HelpPage', 'HelpPage.hi'],
  react = true,
} = {}) {
  return {
    metaData: { name: 'mfe_owner', buildInfo: { buildVersion: '3.1.0' } },
    exposes: exposes.map((name) => ({ name })),
    shared: [
      ...(react ? [{ name: 'react', requiredVersion: '^19.2.0', singleton: true }] : []),
      { name: '@qr/runtime', requiredVersion: runtime, singleton: true },
    ],
  };
}

const judge = (manifest, shell = shellManifest()) =>
  judgeRemote({ app: 'mfe-owner', manifest, shellManifest: shell, shellAt: '/srv/shell' });

/** The gate's verdict, and lines its report holds. */
function expectVerdict(gate, ok, lines) {
  expect(gate.ok).toBe(ok);
  for (const line of lines) expect(gate.report).toContain(line);
}

describe('judgeRemote', () => {
  it('passes a release that fits, listing what it checked', () => {
    const gate = judge(ownerRelease());
    expectVerdict(gate, true, [
      "pages of the shell's route table (2):",
      '✓ ./OwnerHomePage ./HelpPage',
      '@qr/runtime ^0.1.0 (0.1.0)',
      'PASSED: mfe-owner 3.1.0 fits the live shell.',
    ]);
  });

  it('refuses a release that needs another shared-ui or drops a page, naming each problem', () => {
    const gate = judge(ownerRelease({ runtime: '^1.0.0', exposes: ['OwnerHomePage'] }));
    expectVerdict(gate, false, [
      '✗ ./HelpPage',
      'REFUSED: mfe-owner 3.1.0 does not fit the live shell:',
      '  - @qr/runtime: requires ^1.0.0, the shell provides 0.1.0',
      "  - ./HelpPage is not exposed; the shell's route /help needs it",
    ]);
  });

  it('refuses a release that stopped sharing a singleton of the shell', () => {
    const gate = judge(ownerRelease({ react: false }));
    expectVerdict(gate, false, [
      '✗ react: the shell provides it as a singleton, this build does not share it',
      'Every page of this remote would fail to load.',
    ]);
  });

  it('refuses a release built against the old share name of the runtime (before shared-ui/runtime became @qr/runtime)', () => {
    const release = ownerRelease();
    release.shared = release.shared.map((item) =>
      item.name === '@qr/runtime' ? { ...item, name: 'shared-ui/runtime' } : item,
    );
    const gate = judge(release);
    expectVerdict(gate, false, [
      'REFUSED: mfe-owner 3.1.0 does not fit the live shell:',
      '  - shared-ui/runtime: a singleton the shell does not provide',
      '✗ @qr/runtime: the shell provides it as a singleton, this build does not share it',
    ]);
  });

  it('reports exposes that no route uses', () => {
    const gate = judge(ownerRelease({ exposes: ['OwnerHomePage', 'HelpPage', 'OldPage', 'OldPage.hi'] }));
    expect(gate.ok).toBe(true);
    expect(gate.report).toContain('exposed but used by no route (dead code?): OldPage');
  });

  it('refuses against a shell that does not publish its pages', () => {
    const gate = judge(ownerRelease(), { metaData: { name: 'shell' }, shared: [] });
    expect(gate.ok).toBe(false);
    expect(gate.report).toContain('lists no pages');
  });
});

describe('switchesInForce', () => {
  const promote = (rev, app, version) => ({ rev, app, action: 'promote', version });
  const rollback = (rev, app, undoes) => ({ rev, app, action: 'rollback', undoes });

  it('is every switch of the app, oldest first, less those rolled back', () => {
    const history = {
      entries: [
        promote(1, 'mfe-owner', '1.0.0'),
        promote(2, 'mfe-public', '2.0.0'),
        promote(3, 'mfe-owner', '1.1.0'),
        promote(4, 'mfe-owner', '1.2.0'),
        rollback(5, 'mfe-owner', 4),
      ],
    };
    expect(switchesInForce(history, 'mfe-owner').map((entry) => entry.version)).toEqual(['1.0.0', '1.1.0']);
    expect(switchesInForce(history, 'mfe-public').map((entry) => entry.version)).toEqual(['2.0.0']);
  });

  it('counts a rollback --to as a switch of its own, and forgets everything before an adopt', () => {
    const history = {
      entries: [promote(1, 'mfe-admin', '1.0.0'), { rev: 2, app: 'mfe-admin', action: 'rollback', version: '0.9.0' }],
    };
    expect(switchesInForce(history, 'mfe-admin').map((entry) => entry.version)).toEqual(['1.0.0', '0.9.0']);
    history.entries.push({ rev: 3, action: 'adopt', remotes: {}, routes: [] });
    expect(switchesInForce(history, 'mfe-admin')).toEqual([]);
  });
});

describe('runShellGate', () => {
  it('refuses a shell whose route table needs a page a live remote does not expose, naming the remote', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'shell-gate-'));
    const remotes = {};
    for (const [container, expose] of [
      ['mfe_public', 'LandingPage'],
      ['mfe_owner', 'OwnerHomePage'],
      ['mfe_admin', 'QueriesPage'],
    ]) {
      mkdirSync(path.join(dir, container));
      const manifest = {
        metaData: { name: container, buildInfo: { buildVersion: '1.0.0' } },
        exposes: [{ name: expose }],
        shared: [{ name: 'react', requiredVersion: '^19.2.0', singleton: true }],
      };
      writeFileSync(path.join(dir, container, 'mf-manifest.json'), JSON.stringify(manifest));
      remotes[container] = path.join(dir, container, 'mf-manifest.json');
    }
    const shell = (pages) => ({
      metaData: { name: 'shell', buildInfo: { buildVersion: '2.0.0' }, pages },
      shared: [{ name: 'react', version: '19.3.1', singleton: true }],
    });
    const pages = [
      { path: '/', remote: 'mfe_public', expose: 'LandingPage' },
      { path: '/admin', remote: 'mfe_owner', expose: 'OwnerHomePage' },
      { path: '/admin/queries', remote: 'mfe_admin', expose: 'QueriesPage' },
    ];
    expect((await runShellGate({ shellManifest: shell(pages), config: { remotes } })).ok).toBe(true);
    const gate = await runShellGate({
      shellManifest: shell([...pages, { path: '/admin/reports', remote: 'mfe_admin', expose: 'ReportsPage' }]),
      config: { remotes },
    });
    expect(gate.ok).toBe(false);
    expect(gate.report).toContain(
      "  - mfe-admin 1.0.0: ./ReportsPage is not exposed; the shell's route /admin/reports needs it",
    );
    expect(gate.report).toContain('REFUSED: shell 2.0.0 does not fit the live remotes:');
  });
});

describe('pages a release declares', () => {
  const claims = [
    { remote: 'mfe_public', prefix: '/p/', access: 'public' },
    { remote: 'mfe_owner', prefix: '/account/', access: 'owner' },
  ];
  const shell = { ...shellManifest(), metaData: { name: 'shell', pages: PAGES, pathClaims: claims } };
  const declaring = (routes) => ({ ...ownerRelease(), metaData: { ...ownerRelease().metaData, routes } });
  const route = (path, extra = {}) => ({
    path,
    remote: 'mfe_owner',
    expose: 'SettingsPage',
    access: 'owner',
    title: 'Settings',
    ...extra,
  });

  it("passes a page inside the remote's claims and lists it", () => {
    const gate = judgeRemote({
      app: 'mfe-owner',
      manifest: declaring([route('/account/settings')]),
      shellManifest: shell,
      shellAt: 'x',
    });
    expect(gate.ok).toBe(true);
    expect(gate.report).toContain('✓ /account/settings -> ./SettingsPage (owner)');
  });

  it.each([
    [route('/settings'), "/settings: outside mfe_owner's paths (/account/...)"],
    [
      route('/account/x', { access: 'public' }),
      "/account/x: access public, but mfe_owner's paths under /account/ are owner",
    ],
    [route('/admin'), "/admin: outside mfe_owner's paths (/account/...)"],
  ])('refuses %j', (declared, text) => {
    const gate = judgeRemote({ app: 'mfe-owner', manifest: declaring([declared]), shellManifest: shell, shellAt: 'x' });
    expect(gate.ok).toBe(false);
    expect(gate.report).toContain(`  - ${text}`);
    expect(gate.report).not.toContain('Every page of this remote would fail to load.');
  });

  it("refuses a page another remote's live release declares", () => {
    const claimsShared = [...claims, { remote: 'mfe_public', prefix: '/account/', access: 'owner' }];
    const liveRoutes = [{ ...route('/account/settings'), remote: 'mfe_public' }];
    const gate = judgeRemote({
      app: 'mfe-owner',
      manifest: declaring([route('/account/settings')]),
      shellManifest: { ...shell, metaData: { ...shell.metaData, pathClaims: claimsShared } },
      shellAt: 'x',
      liveRoutes,
    });
    expect(gate.report).toContain("/account/settings: claimed by mfe_public's live release");
  });
});
