import type { Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { UNUSED_STICKER, USED_STICKER } from '../public/helpers';
import { expect, navigateInApp, test } from '../support/fixtures';

// The shell's document: a title per route, the route's meta description after a navigation, one <main>,
// a skip link to it, and focus on the new page's <h1> after a client-side navigation (not on the first load).

const ASHA = SEED.owners.asha.phone;
const ADMIN = SEED.admins.priya.phone;
const USED = SEED.vehicles.used.uid;
const SITE = 'QR Vehicle Contact';

const PUBLIC_TITLES: [string, string][] = [
  ['/', SITE],
  ['/r/12345', `Join with a referral · ${SITE}`],
  [`/${USED_STICKER}`, `Contact the owner · ${SITE}`],
  [`/vehicle-registration/${UNUSED_STICKER}`, `Register your vehicle · ${SITE}`],
  ['/terms', `Terms of Service · ${SITE}`],
  ['/privacy', `Privacy Policy · ${SITE}`],
  ['/features', `Features · ${SITE}`],
  ['/pricing', `Pricing · ${SITE}`],
  ['/contact', `Contact us · ${SITE}`],
  ['/howtouse', `How to use · ${SITE}`],
];
const OWNER_TITLES: [string, string][] = [
  ['/admin', `Home · ${SITE}`],
  ['/vehicle-info', `My vehicles · ${SITE}`],
  [`/vehicle-details/${USED}`, `Vehicle details · ${SITE}`],
  [`/vehicle-details/${USED}/all-activities`, `All activities · ${SITE}`],
  ['/notifications', `Notifications · ${SITE}`],
  ['/bills', `Bills · ${SITE}`],
  ['/referrals', `Referrals · ${SITE}`],
  ['/help', `Help · ${SITE}`],
];

/** Each route opens with its own title, a visible h1 and one main landmark. */
async function expectTitledPages(page: Page, titles: [string, string][]) {
  for (const [path, title] of titles) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
    await expect(page.locator('h1').first(), path).toBeVisible();
    await expect(page.locator('main'), path).toHaveCount(1);
  }
}

test('every public route has its own title and one main landmark', async ({ page }) => {
  await expectTitledPages(page, PUBLIC_TITLES);
});

test('every owner route has its own title and one main landmark', async ({ page, signIn }) => {
  await signIn(ASHA);
  await expectTitledPages(page, OWNER_TITLES);
});

test('the admin queries route has its own title', async ({ page, signIn }) => {
  await signIn(ADMIN, '/admin/queries');
  await expect(page).toHaveTitle(`Help queries · ${SITE}`);
  await expect(page.locator('main')).toHaveCount(1);
});

test('the skip link is the first Tab stop and moves focus to the main landmark', async ({ page }) => {
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // The next Tab goes to the page's first control, past anything before the landmark.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});

test('the first load leaves focus alone; a client-side navigation focuses the new h1 and sets the description', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await page.getByRole('link', { name: 'How to Use' }).first().click();
  await expect(page).toHaveTitle(`How to use · ${SITE}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Stick, register and get reached: how QR Vehicle Contact works.',
  );

  // Back and forward are navigations too.
  await page.goBack();
  await expect(page).toHaveTitle(SITE);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('a navigation by the history API focuses the new page h1 too', async ({ page, signIn }) => {
  await signIn(ASHA, '/admin');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  await navigateInApp(page, '/vehicle-info');
  await expect(page).toHaveTitle(`My vehicles · ${SITE}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});
