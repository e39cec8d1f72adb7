// Screenshots of the dates the owner and admin pages show, in English and Hindi at 320, 390 and 1280 px
// (SHOTS=1; PNGs in test-results/dates-shots/ for review): every engine writes them the same (@qr/runtime/i18n/dates).
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';

const OUT = process.env.SHOTS_DIR ?? 'test-results/dates-shots';
const ASHA = SEED.owners.asha.phone;
const ADMIN = '919900000001';
const UID = 'QRUSED0001';

for (const width of [320, 390, 1280]) {
  for (const language of ['en', 'hi'] as const) {
    test(`dates at ${width} px in ${language}`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 900 });
      if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
      await signIn(ASHA, `/vehicle-details/${UID}`);
      await expect(page.locator('time').first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/vehicle-${language}-${width}.png`, fullPage: true });
    });

    test(`admin query dates at ${width} px in ${language}`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: 900 });
      if (language === 'hi') await page.addInitScript(() => localStorage.setItem('language', 'hi'));
      await signIn(ADMIN, '/admin/queries');
      await expect(page.getByText(/#\d+/).first()).toBeVisible();
      await page.screenshot({ path: `${OUT}/queries-${language}-${width}.png` });
    });
  }
}
