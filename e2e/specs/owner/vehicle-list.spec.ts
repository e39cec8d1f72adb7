import { SITE_ORIGIN } from '../support/ports';
import { ASHA, BHARAT, expect, expectNotice, failApi, PAUSED, pausedBadge, TEMP, test, USED } from './owner-helpers';

test('the vehicle list shows each vehicle and every badge explains itself', async ({ page, signIn }) => {
  await signIn(ASHA, '/vehicle-info');
  const list = page.getByRole('list', { name: 'Your vehicles' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  for (const vehicle of [USED, TEMP, PAUSED]) await expect(list.getByText(vehicle.registrationNumber)).toBeVisible();

  const used = list.getByRole('listitem').filter({ hasText: USED.registrationNumber });
  const dialogs: [string, RegExp][] = [
    ['Personal', /Personal vehicle/],
    ['WhatsApp', /WhatsApp alerts/],
    [`UID ${USED.uid}`, /Sticker UID/],
  ];
  for (const [badge, title] of dialogs) {
    await used.getByRole('button', { name: badge }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(dialog).toBeHidden();
  }
  await list
    .getByRole('listitem')
    .filter({ hasText: TEMP.registrationNumber })
    .getByRole('button', { name: 'Commercial' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Commercial vehicle' })).toBeVisible();
  await page.keyboard.press('Escape');

  await used.getByRole('link', { name: new RegExp(USED.registrationNumber) }).click();
  await expect(page).toHaveURL(`${SITE_ORIGIN}/vehicle-details/${USED.uid}`);
});

test('Resume Service is reachable from the Paused badge', async ({ page, signIn }) => {
  await signIn(ASHA, '/vehicle-info');
  const paused = page.getByRole('listitem').filter({ hasText: PAUSED.registrationNumber });
  await paused.getByRole('button', { name: 'Paused', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Service paused' });
  await dialog.getByRole('button', { name: 'Resume Service' }).click();
  await expectNotice(page, 'Vehicle service resumed successfully');
  await expect(dialog).toBeHidden();
  await expect(paused.getByRole('button', { name: 'Paused', exact: true })).toHaveCount(0);
});

test('a failed resume from the badge says so', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'PUT', `vehicle/resume/${PAUSED.uid}`, 500);
  await page.goto('/vehicle-info');
  await pausedBadge(page, PAUSED.registrationNumber).click();
  await page.getByRole('button', { name: 'Resume Service' }).click();
  await expectNotice(page, 'Failed to resume vehicle service');
});

test('an owner with no vehicles gets the three steps', async ({ page, signIn }) => {
  await signIn(BHARAT, '/vehicle-info');
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
  await expect(page.getByRole('listitem')).toHaveCount(3);
});

test('a failed list load offers Try Again, which recovers', async ({ page, signIn }) => {
  await signIn(ASHA);
  const restore = await failApi(page, 'GET', 'vehicle/user-portal-info', 500);
  await page.goto('/vehicle-info');
  await expect(page.getByRole('alert').getByText('Failed to fetch vehicle info')).toBeVisible();
  await restore();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('list', { name: 'Your vehicles' }).getByRole('listitem')).toHaveCount(3);
});

test('a 401 on the vehicle list ends the session and goes to /', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'vehicle/user-portal-info', 401, { message: 'Unauthorized' });
  await page.goto('/vehicle-info');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});
