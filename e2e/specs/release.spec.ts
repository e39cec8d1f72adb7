// A remote's team releases, gates, promotes and rolls back on its own (deploy/release/). These tests run
// the real commands against the served site: builds of mfe-owner into the suite's releases folder
// (RELEASES_DIR, published by `pnpm serve` on the local CDN origin), and the served runtime-config.json.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { verifyFiles } from '../../deploy/release/build-release.ts';
import { copyRemote } from '../../deploy/remote-copy.ts';
import { deployRuntimeConfig, SHELL_OVERLAY } from '../../tools/serve-builds.ts';
import { ASHA } from './owner/owner-helpers';
import { expect, navigateInApp, test } from './support/fixtures';
import { SITE_ORIGIN } from './support/ports';
import { greeting, replacing } from './support/releases';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const BASE = Number(process.env.SERVE_PORT_BASE ?? 5000);
/** As playwright.config.ts gives it to `pnpm serve`. */
const RELEASES = path.join(ROOT, '.serve', String(BASE), 'releases');
const CDN = `http://localhost:${BASE + 4}`;
const CONFIG = path.join(SHELL_OVERLAY, 'runtime-config.json');
const HISTORY = path.join(SHELL_OVERLAY, 'runtime-config.history.json');
const UNAVAILABLE = 'This part of the site is not available right now';

function cli(...args: string[]) {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'release', 'cli.mjs'), ...args], {
    env: { ...process.env, RELEASES_DIR: RELEASES, SERVE_PORT_BASE: String(BASE) },
    encoding: 'utf8',
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/** A copy of a remote is no git checkout and needs no second run of the checks the tree passed. */
const COPY = ['--allow-dirty', '--skip-checks'];

const liveOwnerUrl = () => JSON.parse(readFileSync(CONFIG, 'utf8')).remotes.mfe_owner as string;
const releaseUrl = (version: string) => `${CDN}/mfe-owner/${version}/mf-manifest.json`;

/** mfe-owner built against a shared-ui with a new major version, and without its Help page. */
const incompatibleCopy = () =>
  copyRemote('mfe-owner', {
    sharedUiVersion: '1.0.0',
    edit: replacing('rspack.config.mjs', "  './HelpPage': './src/pages/help-page.tsx',\n", ''),
  });

let original: unknown;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(() => {
  rmSync(RELEASES, { recursive: true, force: true });
  rmSync(HISTORY, { force: true });
  original = JSON.parse(readFileSync(CONFIG, 'utf8'));
});

test.afterAll(async () => {
  rmSync(HISTORY, { force: true });
  await deployRuntimeConfig(original);
});

test('a release is an immutable folder with its record; the gate passes it and refuses an incompatible build', async () => {
  // --allow-dirty: the suite also runs on a working tree with uncommitted changes (a refusal is unit-tested).
  const release = cli('release', 'mfe-owner', '1.0.0', '--allow-dirty');
  expect(release.output).toContain('✓ typecheck');
  expect(release.output).toContain('PASSED: mfe-owner 1.0.0 fits the live shell.');
  expect(release.code).toBe(0);
  const folder = path.join(RELEASES, 'mfe-owner', '1.0.0');
  const record = JSON.parse(readFileSync(path.join(folder, 'release.json'), 'utf8'));
  expect(record).toMatchObject({
    app: 'mfe-owner',
    container: 'mfe_owner',
    version: '1.0.0',
    gate: 'passed',
    checks: 'passed',
  });
  expect(Array.isArray(record.routes)).toBe(true);
  expect(record.commit).toMatch(/^[0-9a-f]{40}$/);
  expect(typeof record.dirty).toBe('boolean');
  expect(Date.parse(record.builtAt)).not.toBeNaN();
  expect(record.exposes).toContain('./HelpPage');
  expect(record.shared).toContainEqual({
    name: '@qr/runtime',
    requiredVersion: '^0.2.0',
    builtWith: '0.2.0',
    singleton: true,
  });

  // Only what visitors load, each file with its SHA-256.
  expect(readdirSync(folder).filter((file) => /^(index\.html|runtime-config\.json|mf-stats\.json)/.test(file))).toEqual(
    [],
  );
  expect(verifyFiles(folder, record.files)).toEqual([]);

  // Served like a CDN, beside the site, byte for byte what release.json lists.
  const manifest = await fetch(releaseUrl('1.0.0'));
  expect(manifest.status).toBe(200);
  const manifestBytes = Buffer.from(await manifest.arrayBuffer());
  expect(createHash('sha256').update(manifestBytes).digest('hex')).toBe(record.files['mf-manifest.json']);
  expect(JSON.parse(manifestBytes.toString('utf8')).metaData.buildInfo.buildVersion).toBe('1.0.0');

  const compat = cli('compat', 'mfe-owner', '1.0.0');
  expect(compat.code).toBe(0);
  expect(compat.output).toContain('PASSED');

  const again = cli('release', 'mfe-owner', '1.0.0');
  expect(again.code).toBe(1);
  expect(again.output).toContain('mfe-owner 1.0.0 is already released');

  const refused = cli('release', 'mfe-owner', '2.0.0', ...COPY, '--app-dir', incompatibleCopy());
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('REFUSED: mfe-owner 2.0.0 does not fit the live shell:');
  expect(refused.output).toContain('@qr/runtime: requires ^1.0.0, the shell provides 0.2.0');
  expect(refused.output).toContain("./HelpPage is not exposed; the shell's route /help needs it");
  expect(refused.output).toContain('not released: the gate refused mfe-owner 2.0.0');
  expect(existsSync(path.join(RELEASES, 'mfe-owner', '2.0.0'))).toBe(false);
});

test('an incompatible release deployed anyway: its pages show the fallback naming the problem, the other remotes work', async ({
  page,
  signIn,
}) => {
  expect(cli('release', 'mfe-owner', '2.0.0', '--no-gate', ...COPY, '--app-dir', incompatibleCopy()).code).toBe(0);
  const refused = cli('promote', 'mfe-owner', '2.0.0');
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('refused: the gate refused mfe-owner 2.0.0 (--force overrides the gate)');
  expect(liveOwnerUrl()).not.toBe(releaseUrl('2.0.0'));

  const forced = cli('promote', 'mfe-owner', '2.0.0', '--force');
  expect(forced.code).toBe(0);
  expect(liveOwnerUrl()).toBe(releaseUrl('2.0.0'));

  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  const ownerScripts: string[] = [];
  page.on('request', (request) => request.url().includes('/mfe-owner/2.0.0/') && ownerScripts.push(request.url()));
  await signIn(ASHA, '/admin');
  // The copy steps every shared-ui package's version, so both singletons are named (in the manifest's order).
  const problem =
    'mfe_owner 2.0.0 does not fit this site: @qr/contract: requires ^1.0.0, the shell provides 0.2.0; @qr/runtime: requires ^1.0.0, the shell provides 0.2.0';
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByText(problem)).toBeVisible();
  await expect(
    page.getByText('This part of the site is being updated. Please try again in a few minutes.'),
  ).toBeVisible();
  expect(consoleErrors.join('\n')).toContain(problem);
  // The build that does not fit never ran: only its manifest was read.
  expect(ownerScripts.filter((url) => !url.endsWith('mf-manifest.json'))).toEqual([]);

  await navigateInApp(page, '/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await page.goto('/QRUSED0001');
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toBeVisible();

  const back = cli('rollback', 'mfe-owner');
  expect(back.code).toBe(0);
  expect(liveOwnerUrl()).toBe((original as { remotes: { mfe_owner: string } }).remotes.mfe_owner);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

/** The owner home's heading, and no fallback page. */
async function expectOwnerHome(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
}

test('promote v2 while a tab has v1 open: the tab keeps working, a reload gets v2, rollback brings v1 back', async ({
  page,
  signIn,
}) => {
  const v2 = copyRemote('mfe-owner', { edit: greeting('v2') });
  expect(cli('release', 'mfe-owner', '1.1.0', ...COPY, '--app-dir', v2).code).toBe(0);
  expect(cli('promote', 'mfe-owner', '1.0.0').code).toBe(0);

  await signIn(ASHA, '/admin');
  await expectOwnerHome(page, 'Welcome Back');

  const promoted = cli('promote', 'mfe-owner', '1.1.0');
  expect(promoted.code).toBe(0);
  expect(promoted.output).toContain('promoted mfe-owner 1.0.0 -> 1.1.0 in production');

  // The open tab moves between pages of the remote it started with: v1's files stay where they were.
  await navigateInApp(page, '/vehicle-info');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/vehicle-info`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Welcome Back(, v2)?$/);

  await page.reload();
  await expectOwnerHome(page, 'Welcome Back, v2');

  const rolledBack = cli('rollback', 'mfe-owner');
  expect(rolledBack.code).toBe(0);
  expect(rolledBack.output).toContain('Rolling mfe-owner back from 1.1.0.');
  expect(liveOwnerUrl()).toBe(releaseUrl('1.0.0'));
  await page.reload();
  await expectOwnerHome(page, 'Welcome Back');

  // The history unwinds one promote at a time, back to where the site started.
  expect(cli('rollback', 'mfe-owner').code).toBe(0);
  expect(liveOwnerUrl()).toBe((original as { remotes: { mfe_owner: string } }).remotes.mfe_owner);
  const nothingLeft = cli('rollback', 'mfe-owner');
  expect(nothingLeft.code).toBe(1);
  expect(nothingLeft.output).toContain('mfe-owner has no switch to roll back in production');
});
