/**
 * Not a check: PNGs of every route at 390 and 1280 px (and /{uid} at 320) for visual review.
 * SHOTS=1 pnpm exec playwright test specs/visual-walk.shots.ts (SHOTS_DIR, default /tmp/visual-shots).
 */
import { SEED } from '../api/seed';
import { expect, test } from './support/fixtures';

const OUT = process.env.SHOTS_DIR ?? '/tmp/visual-shots';
const ROUTES: [string, string | null][] = [
  ['/', null],
  ['/QRUSED0001', null],
  ['/NOSUCHUID1', null],
  ['/vehicle-registration/QRNEW00001', null],
  ['/terms', null],
  ['/privacy', null],
  ['/features', null],
  ['/pricing', null],
  ['/contact', null],
  ['/howtouse', null],
  ['/admin', SEED.owners.asha.phone],
  ['/vehicle-info', SEED.owners.asha.phone],
  ['/vehicle-details/QRUSED0001', SEED.owners.asha.phone],
  ['/vehicle-details/QRUSED0001/all-activities', SEED.owners.asha.phone],
  ['/notifications', SEED.owners.asha.phone],
  ['/bills', SEED.owners.asha.phone],
  ['/referrals', SEED.owners.asha.phone],
  ['/help', SEED.owners.asha.phone],
  ['/admin/queries', SEED.admins.priya.phone],
];

for (const width of [390, 1280, 320]) {
  for (const [path, phone] of ROUTES) {
    if (width === 320 && !['/QRUSED0001', '/NOSUCHUID1'].includes(path)) continue;
    test(`${width} ${path}`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height: width > 800 ? 800 : 844 });
      if (phone) await signIn(phone);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
      await page.waitForTimeout(1200);
      const name = path === '/' ? 'landing' : path.slice(1).replaceAll('/', '_');
      await page.screenshot({ path: `${OUT}/${width}-${name}.png`, fullPage: true });
    });
  }
}
