// The release tools' own logic: the gate's report and verdict against a live shell's manifest, and which
// promote a rollback undoes. The rules themselves are tested in shell/src/federation/compatibility.test.ts.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGate } from '../../deploy/release/gate.mjs';
import { promotesInForce } from '../../deploy/release/live-site.mjs';

function shellBuild(pages: object[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'shell-'));
  mkdirSync(dir, { recursive: true });
  const shared = [
    { name: 'react', version: '19.3.1' },
    { name: 'shared-ui/runtime', version: '0.1.0' },
  ];
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'shell', pages }, shared }));
  return dir;
}

const PAGES = [
  { path: '/admin', remote: 'mfe_owner', expose: 'OwnerHomePage' },
  { path: '/help', remote: 'mfe_owner', expose: 'HelpPage' },
  { path: '/', remote: 'mfe_public', expose: 'LandingPage' },
];

function ownerRelease({ runtime = '^0.1.0', exposes = ['OwnerHomePage', 'HelpPage'] } = {}) {
  return {
    metaData: { name: 'mfe_owner', buildInfo: { buildVersion: '3.1.0' } },
    exposes: exposes.map((name) => ({ name })),
    shared: [
      { name: 'react', requiredVersion: '^19.2.0', singleton: true },
      { name: 'shared-ui/runtime', requiredVersion: runtime, singleton: true },
    ],
  };
}

describe('runGate', () => {
  it('passes a release that fits, listing what it checked', async () => {
    const gate = await runGate({ app: 'mfe-owner', manifest: ownerRelease(), site: { shell: shellBuild(PAGES) } });
    expect(gate.ok).toBe(true);
    expect(gate.report).toContain("pages of the shell's route table (2):");
    expect(gate.report).toContain('✓ shared-ui/runtime requires ^0.1.0, the shell provides 0.1.0');
    expect(gate.report).toContain('PASSED: mfe-owner 3.1.0 fits the live shell.');
  });

  it('refuses a release that needs another shared-ui or drops a page, naming each problem', async () => {
    const manifest = ownerRelease({ runtime: '^1.0.0', exposes: ['OwnerHomePage'] });
    const gate = await runGate({ app: 'mfe-owner', manifest, site: { shell: shellBuild(PAGES) } });
    expect(gate.ok).toBe(false);
    expect(gate.report).toContain('✗ ./HelpPage');
    expect(gate.report).toContain('REFUSED: mfe-owner 3.1.0 does not fit the live shell:');
    expect(gate.report).toContain('  - shared-ui/runtime: requires ^1.0.0, the shell provides 0.1.0');
    expect(gate.report).toContain("  - ./HelpPage is not exposed; the shell's route /help needs it");
  });

  it('refuses against a shell that does not publish its pages', async () => {
    const dir = shellBuild(PAGES);
    writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ metaData: { name: 'shell' }, shared: [] }));
    const gate = await runGate({ app: 'mfe-owner', manifest: ownerRelease(), site: { shell: dir } });
    expect(gate.ok).toBe(false);
    expect(gate.report).toContain('lists no pages');
  });
});

describe('promotesInForce', () => {
  const promote = (app: string, version: string) => ({ app, action: 'promote', version });
  const rollback = (app: string) => ({ app, action: 'rollback', version: undefined as string | undefined });

  it('is every promote of the app, oldest first, less those rolled back', () => {
    const history = [
      promote('mfe-owner', '1.0.0'),
      promote('mfe-public', '2.0.0'),
      promote('mfe-owner', '1.1.0'),
      promote('mfe-owner', '1.2.0'),
      rollback('mfe-owner'),
    ];
    expect(promotesInForce(history, 'mfe-owner').map((entry) => entry.version)).toEqual(['1.0.0', '1.1.0']);
    expect(promotesInForce(history, 'mfe-public').map((entry) => entry.version)).toEqual(['2.0.0']);
  });

  it('is empty once every promote is rolled back', () => {
    expect(promotesInForce([promote('mfe-admin', '1.0.0'), rollback('mfe-admin')], 'mfe-admin')).toEqual([]);
  });
});
