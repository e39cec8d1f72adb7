import { SEED } from '../../api/seed';
import { ASHA, BHARAT, expect, failApi, test } from './owner-helpers';

test('notifications show the 10 latest across vehicles with reason, channel, emergency, vehicle and time', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/notifications');
  const items = page.getByRole('list', { name: 'Notifications' }).getByRole('listitem');
  await expect(items).toHaveCount(10);
  // Newest first: id 17 is a call on DL01AB1234, id 16 a wrong-parking message.
  await expect(items.nth(0)).toContainText('Call request');
  await expect(items.nth(0)).toContainText('Call');
  await expect(items.nth(0)).toContainText(SEED.vehicles.used.registrationNumber);
  await expect(items.nth(1)).toContainText('Wrong Parking');
  await expect(items.nth(1)).toContainText('Message');
  await expect(items.filter({ hasText: SEED.vehicles.paused.registrationNumber })).toHaveCount(1);
  await expect(items.nth(0).locator('time')).toHaveText(/\d{4}, \d{1,2}:\d{2}\s?[ap]m/i);
  // Seed: id 10 is BABY_INSIDE (emergency) and falls in the latest 10.
  await expect(items.filter({ hasText: 'Baby Inside' })).toContainText('Emergency');
});

test('an owner with no vehicles sees No vehicles found with a car icon', async ({ page, signIn }) => {
  await signIn(BHARAT, '/notifications');
  const heading = page.getByRole('heading', { name: 'No vehicles found' });
  await expect(heading).toBeVisible();
  await expect(heading.locator('xpath=..').locator('svg')).toHaveCount(1);
});

test('a 400 shows the server message', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'vehicle/informs', 400, { message: 'Too many vehicles selected' });
  await page.goto('/notifications');
  await expect(page.getByRole('alert').getByText('Too many vehicles selected')).toBeVisible();
});

test('a 500 shows Something went wrong, and Try Again recovers', async ({ page, signIn }) => {
  await signIn(ASHA);
  const restore = await failApi(page, 'GET', 'vehicle/informs', 500, { message: 'internal' });
  await page.goto('/notifications');
  await expect(page.getByRole('alert').getByText('Something went wrong', { exact: true })).toBeVisible();
  await restore();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(10);
});

test('other failures show Failed to fetch notifications', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'vehicle/informs', 503);
  await page.goto('/notifications');
  await expect(page.getByRole('alert').getByText('Failed to fetch notifications')).toBeVisible();
});

test('a non-array content shows Invalid response format', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'vehicle/informs', 200, { content: { id: 1 } });
  await page.goto('/notifications');
  await expect(page.getByRole('alert').getByText('Invalid response format')).toBeVisible();
});
