/**
 * Hindi texts are optional (docs/i18n.md): when they stall on a weak link, a Hindi visitor gets the page in
 * English after a brief wait, and the page turns Hindi when they arrive. Several stalled files share that
 * one wait: on /admin the shell's Hindi and the page's stall together, and still cost it only once.
 */
import type { APIResponse, Page, Route } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';

/** The page is usable within about two seconds, whatever its Hindi does. */
const USABLE_WITHIN_MS = 2_500;
const SITE = 'QR Vehicle Contact';

/** A file that is mostly Devanagari: a catalog's own Hindi chunk (numbered in mfe-owner and mfe-admin). */
const isHindiText = (body: string) => (body.match(/[\u0900-\u097F]/g)?.length ?? 0) > body.length / 10;

/**
 * Every Hindi file stalls until the test releases them, once it has checked the page in English: the shell's
 * (shell-hi), the page's Hindi bundle (__federation_expose_<Page>.hi) and the catalogs' own chunks, so that
 * nothing brings Hindi earlier.
 */
async function stallHindi(page: Page): Promise<{ requested: () => number; arrive: () => void }> {
  let stalled = 0;
  let arrive: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const stall = async (route: Route, response?: APIResponse) => {
    stalled += 1;
    await arrived;
    try {
      await (response ? route.fulfill({ response }) : route.continue());
    } catch {
      // The test ended first: nobody waits for this file any more.
    }
  };
  await page.route(/\/(shell-hi|[\w-]+-hi|__federation_expose_\w+\.hi)\.\w+\.js$/, (route) => stall(route));
  await page.route(/\/\d+\.\w+\.js$/, async (route) => {
    const response = await route.fetch();
    if (isHindiText(await response.text())) return stall(route, response);
    return route.fulfill({ response });
  });
  return { requested: () => stalled, arrive };
}

test.describe('a Hindi visitor whose Hindi texts stall', () => {
  test.use({ locale: 'hi-IN' });

  test('the scanner page is usable in English at once, and turns Hindi when the texts arrive', async ({ page }) => {
    const hindi = await stallHindi(page);
    await page.goto('/QRUSED0001', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Contact Vehicle Owner', { timeout: USABLE_WITHIN_MS });
    await expect(page.getByRole('tab', { name: 'Call Owner' })).toBeVisible();
    await expect(page.getByLabel('Your mobile number')).toBeEditable();
    expect(hindi.requested()).toBeGreaterThanOrEqual(2);
    // The visitor's language stays Hindi: the texts follow when they come.
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');

    hindi.arrive();
    await expect(heading).toHaveText('गाड़ी के मालिक से संपर्क करें');
    await expect(page.getByRole('tab', { name: 'मालिक को कॉल' })).toBeVisible();
    await expect(page).toHaveTitle(`गाड़ी के मालिक से संपर्क करें · ${SITE}`);
    await expect(page.getByRole('link', { name: 'सीधे मुख्य हिस्से पर जाएँ' })).toBeAttached();
  });

  test('the owner home: the shell and the page stall together and cost one short wait', async ({ page, signIn }) => {
    await signIn(SEED.owners.asha.phone);
    const hindi = await stallHindi(page);
    await page.goto('/admin', { waitUntil: 'commit' });
    const welcome = page.getByRole('heading', { name: 'Welcome Back' });
    await expect(welcome).toBeVisible({ timeout: USABLE_WITHIN_MS });
    await expect(page.getByRole('navigation', { name: 'Owner portal' })).toBeVisible();
    await expect(page).toHaveTitle(`Home · ${SITE}`);

    hindi.arrive();
    await expect(page.getByRole('heading', { name: 'आपका स्वागत है' })).toBeVisible();
    await expect(welcome).toBeHidden();
    await expect(page).toHaveTitle(`होम · ${SITE}`);
  });
});
