import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request } from '@playwright/test';
import { deployRuntimeConfig, localRemote, SHELL_OVERLAY } from '../../tools/serve-builds.ts';
import { expect, navigateInApp, test } from './support/fixtures';
import { ADMIN_ORIGIN, OWNER_ORIGIN, PUBLIC_ORIGIN, SITE_ORIGIN, SPARE_PORT } from './support/ports';
import { openWithInvalidConfig, openWithRemoteDown, remoteBack } from './support/shell-fallbacks';

const ASHA = '919876543210';
const ADMIN = '919900000001';
const USED_STICKER = 'QRUSED0001';

const jsFrom = (requests: Request[], origin: string) =>
  requests.filter((request) => request.url().startsWith(origin) && request.resourceType() === 'script');

test('(a) a page of each remote renders inside the shell without reloading the document', async ({ page, signIn }) => {
  await signIn(ADMIN, '/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });

  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await navigateInApp(page, '/admin/queries');
  await expect(page.getByRole('heading', { name: 'User Queries' })).toBeVisible();
  await navigateInApp(page, '/privacy');
  await expect(page.getByRole('heading', { name: 'Privacy Policy' })).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('(b) react, react-dom, jotai and shared-ui are provided once, and a remote reads the shell token', async ({
  page,
  signIn,
}) => {
  const token = await signIn(ADMIN);
  const bodies: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    bodies.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  const userInfoAuth = page.waitForRequest((request) => request.url().endsWith('/login/user-info'));

  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await navigateInApp(page, '/admin/queries');
  await expect(page.getByRole('heading', { name: 'User Queries' })).toBeVisible();

  // The owner remote's request carries the token the shell loaded from storage.
  expect((await userInfoAuth).headers().authorization).toBe(`Bearer ${token}`);

  const withMarker = (marker: RegExp) => bodies.filter(({ body }) => marker.test(body)).map(({ url }) => url);
  // Distinctive strings of each library's code: each must arrive in exactly one file, from the shell.
  for (const [library, marker] of [
    ['react-dom', /rendererPackageName:"react-dom"/],
    ['react', /\.useSyncExternalStore=function\(/],
    ['react/jsx-runtime', /\.jsxs=\w/],
    ['react-router-dom', /You cannot render a <Router> inside another <Router>/],
    ['jotai', /INTERNAL_overrideCreateStore/],
    ['@qr/runtime', /Runtime config is not loaded/],
  ] as const) {
    const files = withMarker(marker);
    expect(files, `${library} should be downloaded once`).toHaveLength(1);
    expect(files[0] ?? '', `${library} should come from the shell`).toContain(SITE_ORIGIN);
  }
});

test('(c) mfe-admin is never requested for a visitor or an owner, and loads for an admin', async ({
  page,
  signIn,
  browser,
}) => {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto(`/${USED_STICKER}`);
  await page.waitForLoadState('networkidle');
  await signIn(ASHA, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.filter((request) => request.url().startsWith(ADMIN_ORIGIN))).toEqual([]);

  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const adminRequests: Request[] = [];
  adminPage.on('request', (request) => adminRequests.push(request));
  const { tokenFor } = await import('./support/api');
  const adminToken = await tokenFor(page.request, ADMIN);
  await adminPage.addInitScript((value) => localStorage.setItem('authToken', value), adminToken);
  await adminPage.goto('/admin/queries');
  await expect(adminPage.getByRole('heading', { name: 'User Queries' })).toBeVisible();
  expect(jsFrom(adminRequests, ADMIN_ORIGIN).length).toBeGreaterThan(0);
  await adminContext.close();
});

test('(d) with mfe-owner down, its routes show Try Again, others work, and Try Again recovers', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA);
  await openWithRemoteDown(page, OWNER_ORIGIN, '/admin', 'This part of the site is not available right now');
  await navigateInApp(page, '/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible({ timeout: 10_000 });

  await remoteBack(page, OWNER_ORIGIN);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
});

test('(e) runtime-config.json pointing at a rebuilt remote elsewhere is picked up on reload', async ({ page }) => {
  // It builds mfe-public itself: over 30 s on a 2-core machine busy with other work.
  test.setTimeout(120_000);
  const root = path.resolve(import.meta.dirname, '..', '..');
  const outDir = mkdtempSync(path.join(tmpdir(), 'mfe-public-rebuilt-'));
  execFileSync('pnpm', ['exec', 'rspack', 'build', '--output-path', outDir], {
    cwd: path.join(root, 'mfe-public'),
    stdio: 'ignore',
  });
  const original = JSON.parse(readFileSync(path.join(SHELL_OVERLAY, 'runtime-config.json'), 'utf8'));
  try {
    await page.goto('/terms');
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();

    const moved = structuredClone(original);
    moved.remotes.mfe_public = `http://localhost:${SPARE_PORT}/mf-manifest.json`;
    await deployRuntimeConfig(moved, { addRemotes: [localRemote('mfe-public-rebuilt', outDir, SPARE_PORT)] });
    const requests: Request[] = [];
    page.on('request', (request) => requests.push(request));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
    expect(jsFrom(requests, `http://localhost:${SPARE_PORT}`).length).toBeGreaterThan(0);
    expect(jsFrom(requests, PUBLIC_ORIGIN)).toEqual([]);
  } finally {
    await deployRuntimeConfig(original);
  }
});

test('an invalid runtime-config.json shows an error page naming the bad key', async ({ page }) => {
  await openWithInvalidConfig(page);
  await expect(page.getByRole('heading', { name: 'This site is misconfigured' })).toBeVisible();
  await expect(page.getByText('apiBaseUrl: must be an absolute URL')).toBeVisible();
});

test('an unknown deep path redirects to the root', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
});

test('a logged-in route with no token redirects to /', async ({ page }) => {
  await page.goto('/vehicle-info');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
});

test('a slow remote shows the loading animation until its page arrives', async ({ page }) => {
  await page.route(`${PUBLIC_ORIGIN}/**`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.goto('/terms');
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
});

test("a first visit gets the public remote's manifest, page and data with the shell's own files, each once", async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto(`/${USED_STICKER}`);
  // The document opens the connections to the public remote's origin (derived from runtime-config.json), for
  // the entry's script and the manifest's CORS fetch; it preloads none of its files (docs/performance.md).
  expect(response?.headers().link).toBe(
    `<${PUBLIC_ORIGIN}>; rel=preconnect, <${PUBLIC_ORIGIN}>; rel=preconnect; crossorigin=anonymous`,
  );
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toBeVisible();

  const count = (part: string) => requested.filter((url) => url.includes(part)).length;
  expect(count(`${PUBLIC_ORIGIN}/mf-manifest.json`), 'the manifest is read once').toBe(1);
  expect(count(`/uid-status/${USED_STICKER}`), 'the early sticker status is the one used').toBe(1);
  // Every shell script the page ran was announced by index.html, none found only once the entry had run.
  const html = await (await page.request.get(`/${USED_STICKER}`)).text();
  const shellScripts = requested.filter((url) => url.startsWith(SITE_ORIGIN) && url.endsWith('.js'));
  expect(shellScripts.length, 'main, bootstrap and the two start-up chunks of shared code').toBeGreaterThanOrEqual(4);
  for (const url of shellScripts) expect(html, url).toContain(`"${new URL(url).pathname}"`);
});
