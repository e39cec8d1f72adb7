// What an open tab and a tester see of the releases (deploy/release/): Try Again follows the live
// runtime-config.json, pages declared by a remote's release, and the preview of one release in one browser.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { deployRuntimeConfig, SHELL_OVERLAY } from '../../tools/serve-builds.ts';
import { ASHA } from './owner/owner-helpers';
import { tokenFor } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { expect, expectNotice, navigateInApp, notice, test } from './support/fixtures';
import { SITE_ORIGIN } from './support/ports';
import {
  CDN,
  cli,
  greeting,
  ownerWithSettingsPage,
  RELEASES,
  releasedManifestUrl,
  SETTINGS_ROUTE,
} from './support/releases';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CONFIG = path.join(SHELL_OVERLAY, 'runtime-config.json');
const UNAVAILABLE = 'This part of the site is not available right now';
const UPDATING = 'This part of the site is being updated. Please try again in a few minutes.';
const CONNECTION = 'Check your internet connection, then try again.';
const PREVIEW_REFUSED = 'This preview link is not valid or has expired. You are seeing the live site.';

interface SiteConfig {
  remotes: Record<'mfe_public' | 'mfe_owner' | 'mfe_admin', string>;
  releasesCdn?: string;
  [key: string]: unknown;
}

let original: SiteConfig;

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

test.beforeAll(() => {
  original = JSON.parse(readFileSync(CONFIG, 'utf8'));
});

test.afterAll(async () => {
  await deployRuntimeConfig(original);
});

const withOwnerAt = (url: string): SiteConfig => ({ ...original, remotes: { ...original.remotes, mfe_owner: url } });

/**
 * What `pnpm preview` prints for a release (the real CLI: it signs with the local site's preview key, and
 * writes that key's public half into the live runtime-config.json the first time): the ?preview= value of
 * its link, which names this site.
 */
function previewLink(app: string, version: string): string {
  const result = cli('preview', app, version);
  expect(result.code, result.output).toBe(0);
  const printed = new URL(/ (https?:\/\/\S+)$/.exec(result.output.trim())?.[1] ?? 'about:blank');
  expect(`${printed.origin}${printed.pathname}`).toBe(`${SITE_ORIGIN}/`);
  return printed.searchParams.get('preview') ?? '';
}

/** Marks the document, so that a later check can tell it was never reloaded. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

test('Try Again follows the live site: a bad release rolled back while the fallback is open recovers in that tab', async ({
  page,
  context,
  signIn,
}) => {
  // Releases live on the CDN, whose origin the open tab's CSP allows: a good one, and one whose files are gone.
  const good = releasedManifestUrl('mfe-owner', '9.0.0');
  await deployRuntimeConfig(withOwnerAt(`${CDN}/mfe-owner/0.0.0-missing/mf-manifest.json`));
  await signIn(ASHA, '/admin');
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toBeVisible({ timeout: 15_000 });
  // The site answers: the cause is a release, not the visitor's connection.
  await expect(page.getByText(UPDATING)).toBeVisible();
  await expect(page.getByText(CONNECTION)).toHaveCount(0);
  await markDocument(page);

  // Offline, Try Again fails again, and only then is the connection blamed.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText(CONNECTION)).toBeVisible({ timeout: 15_000 });
  await context.setOffline(false);

  // The operator rolls back: the same tab, without a reload, finds the live release.
  await deployRuntimeConfig(withOwnerAt(good));
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});

test("a page a remote's release declares is served, guarded and titled, without a release of the shell", async ({
  page,
  browser,
  signIn,
}) => {
  const shellBuild = readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8');
  const release = releasedManifestUrl('mfe-owner', '9.1.0', ownerWithSettingsPage());
  const declared = (await (await fetch(release)).json()).metaData.routes;
  expect(declared).toEqual([SETTINGS_ROUTE]);
  // What promote writes (the release's routes, live), and one route outside mfe_owner's claims.
  const outside = { ...declared[0], path: '/settings' };
  await deployRuntimeConfig({ ...withOwnerAt(release), routes: [...declared, outside] });

  const routeErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('[routes]')) routeErrors.push(message.text());
  });
  await signIn(ASHA, '/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page).toHaveTitle('Settings · QR Vehicle Contact');
  expect(routeErrors).toEqual([
    "[routes] runtime-config.json declares pages this site ignores:\n  /settings: outside mfe_owner's paths (/account/...)",
  ]);
  // A route like the others: the router moves to and from it within the document.
  await navigateInApp(page, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await navigateInApp(page, '/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // The refused route is not a page: /settings stays what one segment always is, a sticker's id.
  await page.goto('/settings');
  await expect(page.getByText('Sticker not found')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toHaveCount(0);
  expect(routeErrors).toHaveLength(2);

  // Its access is the claim's: a visitor without a session is sent home; a Hindi owner gets the Hindi title.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/account/settings');
  await expect(visitorPage).toHaveURL(/\/$/);
  await visitor.close();
  const hindiOwner = await browser.newContext({ locale: 'hi-IN' });
  const token = await tokenFor(page.request, ASHA);
  await hindiOwner.addInitScript((value) => localStorage.setItem('authToken', value), token);
  const hindiPage = await hindiOwner.newPage();
  await hindiPage.goto('/account/settings');
  await expect(hindiPage.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(hindiPage).toHaveTitle('सेटिंग्स · QR Vehicle Contact');
  await hindiOwner.close();

  expect(readFileSync(path.join(ROOT, 'shell', 'dist', 'mf-manifest.json'), 'utf8')).toBe(shellBuild);
});

test("a preview: one release, for one tab, visibly marked, loaded from this site's CDN only", async ({
  page,
  browser,
  signIn,
}) => {
  const version = '9.2.0';
  // A visible change, and a page the live site does not have yet.
  const variant = ownerWithSettingsPage(greeting('preview'));
  releasedManifestUrl('mfe-owner', version, variant);
  await deployRuntimeConfig(original);
  expect(original.releasesCdn).toBe(CDN);
  // The link a team's pnpm preview prints: signed for this site, expiring in 24 hours.
  const link = previewLink('mfe-owner', version);
  expect(link).toMatch(new RegExp(`^mfe-owner@${version.replaceAll('.', '\\.')}\\.\\d+\\.[\\w-]{86}$`));
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));

  await signIn(ASHA, `/admin?preview=${link}`);
  const marker = page.getByRole('complementary', { name: 'Preview' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, preview');
  await expect(marker).toHaveText(`Preview: mfe-owner ${version}End preview`);
  await expect(page).toHaveURL(`${SITE_ORIGIN}/admin`);
  expect(requested).toContain(`${CDN}/mfe-owner/${version}/mf-manifest.json`);
  await expect(notice(page, PREVIEW_REFUSED)).toHaveCount(0);
  // The pages the release declares come with it.
  await navigateInApp(page, '/account/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // On every page and every load of this tab (the stored link is verified again on each).
  await page.goto('/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  await expect(marker).toBeVisible();
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back, preview');

  // Another tab, and another visitor, see the live site.
  const otherTab = await page.context().newPage();
  await otherTab.goto('/admin');
  await expect(otherTab.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  await expect(otherTab.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await otherTab.close();
  const visitor = await browser.newContext();
  const token = await tokenFor(page.request, ASHA);
  await visitor.addInitScript((value) => localStorage.setItem('authToken', value), token);
  const visitorPage = await visitor.newPage();
  await visitorPage.goto('/admin');
  await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  await expect(visitorPage.getByRole('complementary', { name: 'Preview' })).toHaveCount(0);
  await visitorPage.goto('/account/settings');
  await expect(visitorPage).toHaveURL(`${SITE_ORIGIN}/`);
  await visitor.close();

  // The bar is accessible (axe injects a script, which the site's CSP forbids: a context without it).
  const audit = await browser.newContext({ bypassCSP: true });
  const auditPage = await audit.newPage();
  await auditPage.goto(`/terms?preview=${link}`);
  await expect(auditPage.getByRole('complementary', { name: 'Preview' })).toBeVisible();
  await expectNoAxeViolations(auditPage, 'a page with the preview bar');
  await audit.close();

  // End preview: the live release, in this tab too.
  await marker.getByRole('button', { name: 'End preview' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  await expect(marker).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  await expect(marker).toHaveCount(0);
});

test('a link not signed for this site (a version that does not exist, or no signature): one notice, and the live site', async ({
  page,
  signIn,
}) => {
  const version = '9.2.0';
  if (!existsSync(path.join(RELEASES, 'mfe-owner', version, 'release.json'))) releasedManifestUrl('mfe-owner', version);
  await deployRuntimeConfig(original);
  const link = previewLink('mfe-owner', version);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  const marker = page.getByRole('complementary', { name: 'Preview' });
  await signIn(ASHA);

  for (const [asked, why] of [
    // A signed link whose version was changed to one that was never released.
    [link.replace(`@${version}.`, '@9.9.9.'), "its signature is not production's"],
    // The release exists, but nobody signed a link to it.
    [`mfe-owner@${version}`, 'not a signed link (<app>@<version>.<expiry>.<signature>, as pnpm preview prints it)'],
    // Anything else, too.
    ['mfe-owner@../../evil', 'not a signed link (<app>@<version>.<expiry>.<signature>, as pnpm preview prints it)'],
  ]) {
    await page.goto(`/admin?preview=${asked}`);
    // The owner home of the live site renders as usual, with one notice saying why it is not the preview.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
    await expectNotice(page, PREVIEW_REFUSED);
    await expect(page.getByText(PREVIEW_REFUSED, { exact: true }).filter({ visible: true })).toHaveCount(1);
    await expect(page.getByRole('heading', { name: UNAVAILABLE })).toHaveCount(0);
    await expect(page.getByText(UPDATING)).toHaveCount(0);
    await expect(marker).toHaveCount(0);
    await expect(page).toHaveURL(`${SITE_ORIGIN}/admin`);
    expect(warnings).toContain(`[preview] ?preview=${asked} is refused: ${why}; the live site is shown`);
  }
  // Nothing was fetched for them: not the missing release, nor the real one an unsigned link named (the
  // documents asked for them only in their query).
  const paths = requested.map((url) => new URL(url).pathname);
  expect(paths.filter((requestPath) => /\/mfe-owner\/9\.[29]\.\d\/|evil/.test(requestPath))).toEqual([]);
  // The tab keeps nothing of them: its next load is the live site, without a notice.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome Back');
  await expect(notice(page, PREVIEW_REFUSED)).toHaveCount(0);
});
