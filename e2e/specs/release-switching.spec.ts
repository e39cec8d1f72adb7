// Releases as several teams run them (deploy/release/): a build that stops sharing a singleton never
// runs, staging before production, and the shell's own releases with a tab left open. The real commands
// run against the served site; see support/releases.ts.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { mergeBuildIntoShellRoot } from '../../deploy/release/shell-deploy.mjs';
import { copyRemote } from '../../deploy/remote-copy.ts';
import { deployRuntimeConfig, SHELL_OVERLAY } from '../../tools/serve-builds.ts';
import { ASHA } from './owner/owner-helpers';
import { expect, navigateInApp, test } from './support/fixtures';
import { SITE_ORIGIN, STAGING_ORIGIN } from './support/ports';
import {
  CONFIG,
  cli,
  greeting,
  liveUrl,
  ownerWithSettingsPage,
  RELEASES,
  releaseForTest,
  releaseUrl,
  replacing,
  SETTINGS_ROUTE,
  STAGING_DIR,
} from './support/releases';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const UNAVAILABLE = 'This part of the site is not available right now';
const STAGING_CONFIG = path.join(STAGING_DIR, 'runtime-config.json');
const SHELL_ROOT = path.join(SHELL_OVERLAY, 'shell-root');

let originals: { production: object; staging: object };
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8'));
type RuntimeConfig = { remotes: Record<string, string> };

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(() => {
  rmSync(RELEASES, { recursive: true, force: true });
  for (const dir of [SHELL_OVERLAY, STAGING_DIR])
    rmSync(path.join(dir, 'runtime-config.history.json'), { force: true });
  originals = { production: readJson(CONFIG), staging: readJson(STAGING_CONFIG) };
});

test.afterAll(async () => {
  for (const dir of [SHELL_OVERLAY, STAGING_DIR])
    rmSync(path.join(dir, 'runtime-config.history.json'), { force: true });
  mergeBuildIntoShellRoot(path.join(ROOT, 'shell', 'dist'), SHELL_ROOT);
  await deployRuntimeConfig(originals.production);
});

test('a build that stops sharing jotai is refused by the gate; forced live anyway, the shell never runs its code', async ({
  page,
  signIn,
}) => {
  const ownJotai = copyRemote('mfe-owner', {
    edit: replacing(
      '../shared-ui/platform/build/shared-dependencies.mjs',
      "  jotai: { singleton: true, requiredVersion: '^3.0.0' },\n",
      '',
    ),
  });
  const released = releaseForTest('mfe-owner', '2.1.0', ownJotai, '--no-gate');
  expect(released.code, released.output).toBe(0);
  const refused = cli('promote', 'mfe-owner', '2.1.0');
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('✗ jotai: the shell provides it as a singleton, this build does not share it');
  expect(refused.output.trim().split('\n').at(-1)).toBe(
    'refused: the gate refused mfe-owner 2.1.0 (--force overrides the gate)',
  );
  expect(cli('promote', 'mfe-owner', '2.1.0', '--force', '--reason', 'e2e: the shell must refuse it').code).toBe(0);

  const scripts: string[] = [];
  page.on('request', (request) => request.url().includes('/mfe-owner/2.1.0/') && scripts.push(request.url()));
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  await signIn(ASHA, '/admin');
  const detail =
    'mfe_owner 2.1.0 does not fit this site: jotai: the shell provides it as a singleton, the build does not share it (it would run a second copy)';
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible();
  await expect(page.getByText(detail)).toBeVisible();
  expect(errors.join('\n')).toContain(detail);
  expect(scripts.filter((url) => !url.endsWith('mf-manifest.json'))).toEqual([]);

  expect(cli('rollback', 'mfe-owner').code).toBe(0);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('staging first: a release goes live in staging alone, then promote --from staging puts that exact version in production', async ({
  page,
  signIn,
}) => {
  const staged = copyRemote('mfe-owner', { edit: greeting('3.0') });
  expect(releaseForTest('mfe-owner', '3.0.0', staged).code).toBe(0);
  const toStaging = cli('promote', 'mfe-owner', '3.0.0', '--env', 'staging', '--reason', 'try it');
  expect(toStaging.code, toStaging.output).toBe(0);
  expect(toStaging.output).toMatch(/promoted mfe-owner .* -> 3\.0\.0 in staging \(#1 by e2e, gate passed\)/);
  expect(liveUrl('mfe_owner', STAGING_CONFIG)).toBe(releaseUrl('mfe-owner', '3.0.0'));
  expect(liveUrl('mfe_owner')).not.toBe(releaseUrl('mfe-owner', '3.0.0'));

  await signIn(ASHA, `${STAGING_ORIGIN}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, 3.0');
  await page.goto(`${SITE_ORIGIN}/admin`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');

  const toProduction = cli('promote', 'mfe-owner', '--from', 'staging', '--reason', 'staging looked right');
  expect(toProduction.code, toProduction.output).toBe(0);
  expect(toProduction.output).toContain('mfe-owner 3.0.0 is live in staging.');
  expect(liveUrl('mfe_owner')).toBe(releaseUrl('mfe-owner', '3.0.0'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, 3.0');

  // The records: semver order, the build's commit and gate, where it is live; who switched what and why.
  const list = cli('releases', 'mfe-owner');
  expect(list.output).toMatch(/\* 3\.0\.0 .* gate passed .* live: staging, production/);
  expect(list.output.indexOf('3.0.0')).toBeLessThan(list.output.indexOf('2.1.0'));
  const history = cli('releases', 'history');
  expect(history.output).toMatch(
    /#\d+ .* e2e: promote mfe-owner .* -> 3\.0\.0 \(gate passed, .*"staging looked right"\)/,
  );

  expect(cli('rollback', 'mfe-owner').code).toBe(0);
  expect(cli('rollback', 'mfe-owner', '--env', 'staging').code).toBe(0);
  rmSync(path.join(STAGING_DIR, 'runtime-config.history.json'), { force: true });
});

test('a shell release: gated against the live remotes, copied beside the old shell; an open tab keeps working, a reload gets it, rollback restores the old one', async ({
  page,
  browser,
}) => {
  const v1 = releaseForTest('shell', '1.0.0');
  expect(v1.code, v1.output).toBe(0);
  const promoted = cli('promote', 'shell', '1.0.0', '--reason', 'first shell release');
  expect(promoted.code, promoted.output).toBe(0);
  expect(promoted.output).toContain('PASSED: shell 1.0.0 fits every live remote.');

  const missing: string[] = [];
  page.on('response', (response) => response.status() === 404 && missing.push(response.url()));
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();

  const changed = copyRemote('shell', {
    edit: replacing(
      'src/document/descriptions/english.ts',
      "'The terms of using QR Vehicle Contact.'",
      "'The terms of using QR Vehicle Contact (shell 1.1).'",
    ),
  });
  expect(releaseForTest('shell', '1.1.0', changed).code).toBe(0);
  const second = cli('promote', 'shell', '1.1.0');
  expect(second.code, second.output).toBe(0);
  expect(second.output).toMatch(/promoted shell 1\.0\.0 -> 1\.1\.0 in production/);

  // The open tab still runs shell 1.0.0: its first interaction loads 1.0.0's after-navigation chunk,
  // which is still there beside 1.1.0's.
  await page.getByRole('heading', { name: 'Terms of Service' }).click();
  await navigateInApp(page, '/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();
  await navigateInApp(page, '/terms');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'The terms of using QR Vehicle Contact.',
  );
  expect(missing).toEqual([]);

  const fresh = await browser.newPage();
  await fresh.goto('/privacy');
  await fresh.getByRole('heading', { name: 'Privacy Policy' }).click();
  await fresh.evaluate(() => {
    window.history.pushState({}, '', '/terms');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(fresh.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'The terms of using QR Vehicle Contact (shell 1.1).',
  );

  const back = cli('rollback', 'shell');
  expect(back.code, back.output).toBe(0);
  expect(back.output).toMatch(/rolled back shell 1\.1\.0 -> 1\.0\.0 in production/);
  await fresh.reload();
  await fresh.getByRole('heading', { name: 'Terms of Service' }).click();
  await expect(fresh.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'The terms of using QR Vehicle Contact.',
  );
  await fresh.close();
  expect(cli('rollback', 'shell').code).toBe(0);
});

/** `pnpm serve` on other ports, as a developer runs it; resolves with its output once it serves. */
function startServe(base: number, fresh: boolean) {
  const child = spawn(process.execPath, [path.join(ROOT, 'tools', 'serve.mjs'), ...(fresh ? ['--fresh'] : [])], {
    env: { ...process.env, SERVE_PORT_BASE: String(base), RELEASES_DIR: RELEASES, SERVE_FRESH: '' },
  });
  let output = '';
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      if (output.includes('nginx: ')) resolve(output);
    });
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)));
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      child.removeAllListeners('exit');
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return { ready, stop };
}

test('a restart of pnpm serve keeps what was promoted (--fresh starts from the builds)', async () => {
  const base = Number(process.env.SERVE_PORT_BASE ?? 5000) + 300;
  const site = `http://localhost:${base}`;
  const promoteThere = (...args: string[]) =>
    spawnSync(process.execPath, [path.join(ROOT, 'deploy', 'release', 'cli.mjs'), ...args], {
      env: { ...process.env, SERVE_PORT_BASE: String(base), RELEASES_DIR: RELEASES, QR_ACTOR: 'e2e' },
      encoding: 'utf8',
    });
  const liveOwner = async () =>
    ((await (await fetch(`${site}/runtime-config.json`)).json()) as RuntimeConfig).remotes.mfe_owner;

  let serve = startServe(base, true);
  expect(await serve.ready).toContain('Live: production: the builds in dist/; staging: the builds in dist/');
  const promoted = promoteThere('promote', 'mfe-owner', '3.0.0');
  expect(promoted.status, promoted.stdout + promoted.stderr).toBe(0);
  await serve.stop();

  serve = startServe(base, false);
  expect(await serve.ready).toContain('Live: production: remotes as last promoted');
  expect(await liveOwner()).toBe(`http://localhost:${base + 4}/mfe-owner/3.0.0/mf-manifest.json`);
  await serve.stop();

  serve = startServe(base, true);
  await serve.ready;
  expect(await liveOwner()).toBe(`http://localhost:${base + 2}/mf-manifest.json`);
  await serve.stop();
});

test('a remote adds a page alone: released with its route, refused outside its paths, promoted and served without a shell release, gone on rollback', async ({
  page,
  signIn,
}) => {
  const shellBuild = readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8');
  const outside = releaseForTest(
    'mfe-owner',
    '4.0.0',
    ownerWithSettingsPage(() => {}, '/settings'),
    '--no-gate',
  );
  expect(outside.code, outside.output).toBe(0);
  const refused = cli('promote', 'mfe-owner', '4.0.0');
  expect(refused.code).toBe(1);
  expect(refused.output).toContain('✗ /settings -> ./SettingsPage (owner)');
  expect(refused.output).toContain("  - /settings: outside mfe_owner's paths (/account/...)");

  const released = releaseForTest('mfe-owner', '4.1.0', ownerWithSettingsPage());
  expect(released.code, released.output).toBe(0);
  expect(released.output).toContain('✓ /account/settings -> ./SettingsPage (owner)');
  const promoted = cli('promote', 'mfe-owner', '4.1.0', '--reason', 'settings page');
  expect(promoted.code, promoted.output).toBe(0);
  expect(readJson(CONFIG).routes).toEqual([SETTINGS_ROUTE]);

  await signIn(ASHA, '/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · QR Vehicle Contact');

  expect(cli('rollback', 'mfe-owner').code).toBe(0);
  expect(readJson(CONFIG).routes).toBeUndefined();
  await page.goto('/account/settings');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  expect(readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8')).toBe(shellBuild);
});
