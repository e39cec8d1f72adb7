/**
 * One consistent site: geometry and style checks for what the visual review of every route (visual-walk.shots.ts)
 * found and fixed. Edges that line up, one card surface, one look for overlays, one column for lists, one gap
 * under every page header, buttons whose labels stay on one line.
 */
import type { Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The left and right edges of an element, rounded. */
async function edges(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return { left: Math.round(box.x), right: Math.round(box.x + box.width), top: box.y, bottom: box.y + box.height };
}

test.describe('the landing', () => {
  for (const width of [1280, 1024, 390]) {
    test(`its top bar lines up with the content below at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByText('10K+')).toBeVisible();
      const brand = await edges(page.getByRole('link', { name: 'QR Vehicle Contact' }));
      const login = await edges(page.getByRole('button', { name: 'Login', exact: true }));
      const title = await edges(page.locator('h1'));
      const stats = await edges(page.getByRole('region', { name: 'Statistics' }).getByRole('list'));
      expect(brand.left, 'the brand starts where the headline does').toBe(title.left);
      expect(login.right, 'Login ends where the statistics do').toBe(stats.right);
    });
  }
});
