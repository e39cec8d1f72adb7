/**
 * Text at 200% (WCAG 1.4.4) and reflow down to 320 px (1.4.10): every route in English and in Hindi, with the
 * browser's text size doubled, at 320 px, on a 390x844 phone and on a 1280x800 desktop, never scrolls
 * sideways and no text overlaps other text or a control. One load per route: the window is resized for each
 * width, and the language switch brings the same page in Hindi.
 */
import type { Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';
import { EVERY_ROUTE } from '../support/routes';
import { overlappingText, sidewaysScroll, zoomTextTo200 } from '../support/text-zoom';

const SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** What the page shows at each size: the problems found, by width. */
async function problemsAtEverySize(page: Page): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    const scroll = await sidewaysScroll(page);
    found[size.width] = [...(scroll ? [scroll] : []), ...(await overlappingText(page))];
  }
  return found;
}

const NONE = Object.fromEntries(SIZES.map((size) => [size.width, []]));

/** Waits until the route has its content: its language, no loading screen, a heading, the network quiet. */
async function settled(page: Page, path: string, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 10_000 });
  if (path === `/${SEED.vehicles.used.uid}`)
    await expect(page.getByTestId('fake-turnstile')).toHaveText('Verification passed (test)');
  await page.waitForLoadState('networkidle');
}

for (const [path, phone] of EVERY_ROUTE) {
  test(`${path} at 200% text reflows at 320, 390 and 1280 px, in English and in Hindi`, async ({ page, signIn }) => {
    await zoomTextTo200(page);
    if (phone) await signIn(phone);
    await page.goto(path);
    await settled(page, path, 'en-IN');
    expect(await problemsAtEverySize(page), 'in English').toEqual(NONE);
    // Hindi as a visitor chooses it: the switch, on the same page.
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await settled(page, path, 'hi-IN');
    expect(await problemsAtEverySize(page), 'in Hindi').toEqual(NONE);
  });
}
