// A switch between English and Hindi on every page (docs/i18n.md): each route shows one, and using it on
// a page deep in the owner portal turns that page to Hindi at once, without a reload.
import { SEED } from '../../api/seed';
import { expect, test } from '../support/fixtures';
import { EVERY_ROUTE } from '../support/routes';

const ASHA = SEED.owners.asha.phone;

for (const [path, phone] of EVERY_ROUTE) {
  test(`${path} has the switch to Hindi`, async ({ page, signIn }) => {
    if (phone) await signIn(phone);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'हिन्दी' })).toBeVisible();
  });
}

test('the switch on a page of the owner portal turns it to Hindi at once, and back', async ({ page, signIn }) => {
  await signIn(ASHA, '/bills');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText('Bills');
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
  await page.getByRole('button', { name: 'हिन्दी' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(heading).not.toHaveText('Bills');
  await expect(heading).toHaveText(/[\u0900-\u097F]/);
  await page.getByRole('button', { name: 'English' }).click();
  await expect(heading).toHaveText('Bills');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});
