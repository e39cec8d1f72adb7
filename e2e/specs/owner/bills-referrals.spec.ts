import { holdRequests } from '../support/hold';
import { SITE_ORIGIN } from '../support/ports';
import { ASHA, BHARAT, dragHandle, expect, expectNotice, failApi, test } from './owner-helpers';

test('bills: the free offer; with ₹0 due the bar checks for dues (no payment invited), a full swipe says No payments are due', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/bills');
  await expect(page.getByText('₹0', { exact: true })).toBeVisible();
  await expect(page.getByText('Early access', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Swipe to pay' })).toHaveCount(0);
  const handle = page.getByRole('button', { name: 'Swipe to check for dues' });
  await dragHandle(page, handle, 100);
  await expect(handle).toHaveCSS('transform', 'matrix(1, 0, 0, 1, 0, 0)');
  await expect(page.getByText('No payments are due')).toHaveCount(0);
  await dragHandle(page, handle, 260);
  await expectNotice(page, 'No payments are due');
});

test('referrals: totals, the last referral as a long date and time, and the own referral link', async ({
  page,
  signIn,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(ASHA);
  const release = await holdRequests(page, '**/referral/data');
  await page.goto('/referrals');
  await expect(page.getByText('Loading referral information...')).toBeVisible();
  release();
  await expect(page.getByTestId('total-referrals')).toHaveText('2');
  // 2026-11-10T14:30Z in Asia/Kolkata.
  await expect(page.getByTestId('last-referral')).toHaveText(/^10 November 2026(,| at) 8:00\s?pm$/i);
  await expect(page.getByTestId('referral-link')).toHaveText(`${SITE_ORIGIN}/r/919876543210`);
  await page.getByRole('button', { name: 'Copy' }).click();
  await expectNotice(page, 'Referral link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${SITE_ORIGIN}/r/919876543210`);

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/admin`);
});

test('referrals: Share appears only where the browser can share', async ({ page, signIn }) => {
  await signIn(ASHA);
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  await page.goto('/referrals');
  await expect(page.getByRole('button', { name: 'Copy' })).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Share' })).toHaveCount(0);

  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: (data: ShareData) => {
        (window as unknown as { shared: ShareData }).shared = data;
        return Promise.resolve();
      },
      configurable: true,
    });
  });
  await page.reload();
  await page.getByRole('button', { name: 'Share' }).click();
  expect(await page.evaluate(() => (window as unknown as { shared: ShareData }).shared.url)).toMatch(
    /\/r\/919876543210$/,
  );
});

test('referrals: no referrals yet', async ({ page, signIn }) => {
  await signIn(BHARAT, '/referrals');
  await expect(page.getByTestId('total-referrals')).toHaveText('0');
  await expect(page.getByText('No referrals yet')).toBeVisible();
});

test('referrals: a missing total shows 0; a failure offers Try Again', async ({ page, signIn }) => {
  await signIn(ASHA);
  const restore = await failApi(page, 'GET', 'referral/data', 500);
  await page.goto('/referrals');
  await expect(page.getByRole('alert')).toBeVisible();
  await restore();
  await failApi(page, 'GET', 'referral/data', 200, { lastReferralAt: null });
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByTestId('total-referrals')).toHaveText('0');
});
