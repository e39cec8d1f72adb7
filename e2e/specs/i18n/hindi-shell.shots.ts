/**
 * Not a check: PNGs of the shell's own pages and the admin queries screen in Hindi, at 390x844 and 320x640.
 * SHOTS=1 pnpm exec playwright test specs/i18n/hindi-shell.shots.ts (SHOTS_DIR, default /tmp/hindi-shell-shots).
 */
import type { Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';
import { OWNER_ORIGIN } from '../support/ports';
import { openWithInvalidConfig, openWithRemoteDown } from '../support/shell-fallbacks';

const OUT = process.env.SHOTS_DIR ?? '/tmp/hindi-shell-shots';

test.use({ locale: 'hi-IN' });

async function noSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
}

for (const [width, height] of [
  [390, 844],
  [320, 640],
] as const) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    test('admin queries list and details dialog', async ({ page, signIn }) => {
      await signIn(SEED.admins.priya.phone, '/admin/queries');
      await expect(page.getByRole('heading', { name: 'यूज़र के सवाल' })).toBeVisible();
      await page.waitForTimeout(800);
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${OUT}/${width}-admin-queries.png` });
      await page.getByRole('button', { name: /सवाल #25/ }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.waitForTimeout(500);
      await page.screenshot({ path: `${OUT}/${width}-admin-query-dialog.png` });
    });

    test('access denied', async ({ page, signIn }) => {
      await signIn(SEED.owners.asha.phone, '/admin/queries');
      await expect(page.getByRole('heading', { name: 'सिर्फ़ एडमिन के लिए' })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${OUT}/${width}-access-denied.png`, fullPage: true });
    });

    test('remote-down fallback', async ({ page, signIn }) => {
      await signIn(SEED.owners.asha.phone);
      await openWithRemoteDown(page, OWNER_ORIGIN, '/admin', 'साइट का यह हिस्सा अभी नहीं खुल रहा');
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${OUT}/${width}-remote-down.png`, fullPage: true });
    });

    test('config error page', async ({ page }) => {
      await openWithInvalidConfig(page, { apiBaseUrl: 'not a url', remotes: { mfe_public: 'javascript:alert(1)' } });
      await expect(page.getByRole('heading', { name: 'इस साइट की सेटिंग में गड़बड़ी है' })).toBeVisible();
      await noSidewaysScroll(page);
      await page.screenshot({ path: `${OUT}/${width}-config-error.png`, fullPage: true });
    });
  });
}
