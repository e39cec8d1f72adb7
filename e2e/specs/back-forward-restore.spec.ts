import type { Page, Route } from '@playwright/test';
import { API_URL } from './support/api';
import { expect, test } from './support/fixtures';
import { OWNER_ORIGIN } from './support/ports';

// Firefox may keep a page in its back/forward cache while it is still loading and restore it with what it
// was waiting for never settling (stuck on "Loading" or "Checking the sticker"). Playwright's Chromium runs
// with the back/forward cache off (and Chromium never caches a page with a fetch in flight), so a real
// round trip cannot be forced here: these tests hold a request, so that the page is still on its loading
// screen (or has rendered nothing), and fire the `pageshow` event with persisted: true that a restore
// fires. What they prove: the shell's handler (shell/src/startup/restore-unfinished.ts) reloads such a
// page, the reloaded page then finishes, and a page that had finished is left alone. They do not prove
// that Firefox restores pages this way or fires pageshow so: e2e/engines/bfcache-back.mjs checks that by
// hand in real Firefox.

const ASHA = '919876543210';

/** Holds the first GET of a URL for ever (a request frozen with the page); later ones go through. */
async function holdFirst(page: Page, url: string) {
  let seen = 0;
  await page.route(url, (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    seen += 1;
    return seen === 1 ? new Promise<void>(() => undefined) : route.fallback();
  });
  return () => seen;
}

/** Marks the current document: a reload starts a new one without the mark. */
const mark = (page: Page) =>
  page.evaluate(() => {
    (window as unknown as { restoreMark?: boolean }).restoreMark = true;
  });
const marked = (page: Page) =>
  page.evaluate(() => (window as unknown as { restoreMark?: boolean }).restoreMark === true);

const restoreFromCache = (page: Page) =>
  page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));

/**
 * Restores the page from the cache and expects what an unfinished page does then: it reloads (a new document,
 * which asks again for what was held) and shows `heading`.
 */
async function expectReloadOnRestore(page: Page, heading: string, held: () => number) {
  await mark(page);
  const reloaded = page.waitForEvent('load', { timeout: 10_000 });
  await restoreFromCache(page);
  await reloaded;
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
  expect(await marked(page)).toBe(false);
  expect(held()).toBe(2);
}

test('a sticker page restored while its first read is held reloads and shows the form', async ({ page }) => {
  const reads = await holdFirst(page, `${API_URL}/uid-status/QRUSED0001`);
  await page.goto('/QRUSED0001');
  await expect(page.getByRole('heading', { level: 1, name: 'Checking the sticker' })).toBeVisible();
  await expectReloadOnRestore(page, 'Contact Vehicle Owner', reads);
});

test("/admin restored while its remote's manifest is held reloads and shows the owner home", async ({
  page,
  signIn,
}) => {
  await signIn(ASHA);
  const manifests = await holdFirst(page, `${OWNER_ORIGIN}/mf-manifest.json`);
  await page.goto('/admin');
  await expect(page.getByText('Loading', { exact: true }).first()).toBeAttached();
  await expectReloadOnRestore(page, 'Welcome Back', manifests);
});

test("a page restored before the app had rendered (its runtime-config.json held: only the document's first screen) reloads", async ({
  page,
}) => {
  const configs = await holdFirst(page, '**/runtime-config.json');
  await page.goto('/QRUSED0001', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('.first-screen[data-loading-screen]')).toBeAttached();
  await expectReloadOnRestore(page, 'Contact Vehicle Owner', configs);
});

test('a page that had finished is left as it was: nothing typed is lost', async ({ page }) => {
  await page.goto('/QRUSED0001');
  const phone = page.getByLabel('Your mobile number');
  await expect(phone).toBeVisible();
  await phone.fill('98765');
  await mark(page);
  await restoreFromCache(page);
  await page.waitForTimeout(1_000);
  expect(await marked(page)).toBe(true);
  await expect(phone).toHaveValue('98765');
});
