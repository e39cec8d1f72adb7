/**
 * Not a check: PNGs at 200% text in Hindi on a phone (390x844) and a desktop (1280x800) of the scanner, two
 * owner pages, the admin's queries and an info page, for a visual review as a visitor would read them.
 * SHOTS=1 pnpm exec playwright test specs/a11y/text-zoom.shots.ts (SHOTS_DIR, default /tmp/zoom-shots),
 * named route-lang-viewport.png.
 */
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';
import { zoomTextTo200 } from '../support/text-zoom';

const OUT = process.env.SHOTS_DIR ?? '/tmp/zoom-shots';
const VIEWS = [
  ['/QRUSED0001', null],
  ['/vehicle-info', SEED.owners.asha.phone],
  ['/vehicle-details/QRUSED0001', SEED.owners.asha.phone],
  ['/admin/queries', SEED.admins.priya.phone],
  ['/contact', null],
] as const;

test.use({ locale: 'hi-IN' });

for (const [path, phone] of VIEWS) {
  test(`${path} at 200% text in Hindi`, async ({ page, signIn }) => {
    await zoomTextTo200(page);
    if (phone) await signIn(phone);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.locator('[data-loading-screen]')).toHaveCount(0, { timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    for (const size of [
      { width: 390, height: 844 },
      { width: 1280, height: 800 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(300);
      const name = path.slice(1).replaceAll('/', '_');
      await page.screenshot({ path: `${OUT}/${name}-hi-${size.width}x${size.height}.png`, fullPage: true });
    }
  });
}
