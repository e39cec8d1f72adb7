import { SITE_ORIGIN } from '../support/ports';
import { ASHA, BHARAT, expect, expectNotice, failApi, PRIYA, SEED, test } from './owner-helpers';

test('owner home shows the masked phone, Verified, the owner tiles and the overview counts', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await expect(page.getByText('+91 98XXXXXX10')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Owner portal' });
  await expect(nav.getByRole('link', { name: /Vehicles/ })).toHaveAttribute('href', '/vehicle-info');
  await expect(nav.getByRole('link', { name: /Notifications/ })).toHaveAttribute('href', '/notifications');
  await expect(nav.getByRole('link', { name: /Bills/ })).toHaveAttribute('href', '/bills');
  await expect(nav.getByRole('link', { name: /Queries/ })).toHaveCount(0);

  await expect(page.getByRole('heading', { name: 'Quick Overview' })).toBeVisible();
  await expect(page.getByTestId('vehicle-count')).toHaveText(String(SEED.owners.asha.vehicles.length));
  await expect(page.getByTestId('alert-count')).toHaveText(String(SEED.owners.asha.totalInforms));
  await expect(page.getByRole('link', { name: /Help Center/ })).toHaveAttribute('href', '/help');

  await nav.getByRole('link', { name: /Vehicles/ }).click();
  await expect(page).toHaveURL(/\/vehicle-info$/);
});

test('an admin also gets the Queries tile', async ({ page, signIn }) => {
  await signIn(PRIYA, '/admin');
  const queries = page.getByRole('navigation', { name: 'Owner portal' }).getByRole('link', { name: /Queries/ });
  await expect(queries).toHaveAttribute('href', '/admin/queries');
  await expect(page.getByText('+91 99XXXXXX01')).toBeVisible();
});

test('an owner without vehicles sees zero counts', async ({ page, signIn }) => {
  await signIn(BHARAT, '/admin');
  await expect(page.getByTestId('vehicle-count')).toHaveText('0');
  await expect(page.getByTestId('alert-count')).toHaveText('0');
});

test('Logout from the menu clears the token and cookie and goes to /', async ({ page, signIn, context }) => {
  await signIn(ASHA, '/admin');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect((await context.cookies()).find((cookie) => cookie.name === 'authToken')).toBeUndefined();
});

test('logging out in another tab shows Session Expired with Go to Login', async ({ page, signIn, context }) => {
  await signIn(ASHA, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();

  const other = await context.newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: 'Open menu' }).click();
  await other.getByRole('button', { name: 'Logout' }).click();
  await expect(other).toHaveURL(`${SITE_ORIGIN}/`);

  await expect(page.getByRole('heading', { name: 'Session Expired' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
});

test('a 401 from user info clears the session and opens the login at /?autoLogin=true', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'login/user-info', 401, { message: 'Unauthorized' });
  await page.goto('/admin');
  await expectNotice(page, 'Failed to fetch user info');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/?autoLogin=true`);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('another user info failure clears the session and goes to /', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'login/user-info', 500, { message: 'boom' });
  await page.goto('/admin');
  await expectNotice(page, 'Failed to fetch user info');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
