/**
 * The language changes only when its texts are there (docs/i18n.md): offline, a tap on हिन्दी leaves the page,
 * <html lang>, the stored choice and the switch as they were and tells the visitor why; back online, the
 * next tap switches.
 */
import { expect, expectNotice, test } from '../support/fixtures';

const NOT_LOADED = 'Hindi could not be loaded. Check your connection and try again.';

test('offline, the switch to Hindi changes nothing and says why; back online the next tap switches', async ({
  page,
  context,
}) => {
  await page.goto('/QRUSED0001');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Contact Vehicle Owner');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'en-IN');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expectNotice(page, NOT_LOADED);
  await expect(heading).toHaveText('Contact Vehicle Owner');
  await expect(html).toHaveAttribute('lang', 'en-IN');
  await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'English' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(heading).toHaveText('गाड़ी के मालिक से संपर्क करें');
  await expect(html).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('button', { name: 'English' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');
});
