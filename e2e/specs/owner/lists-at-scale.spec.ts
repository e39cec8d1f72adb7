import { seedScale } from '../support/api';
import { drawnRows, MOST_ROWS_DRAWN, readWholeList } from '../support/windowed-list';
import { ASHA, expect, test, USED } from './owner-helpers';

// Long lists are windowed (shared-ui's WindowedList): a bounded number of rows in the DOM, each with its place
// in the set, and every row reachable by scrolling.

test('2,000 activities: See All draws a window of them, keeps the list out of the history entry, and every row comes', async ({
  page,
  request,
  signIn,
}) => {
  await seedScale(request, { activities: 2000 });
  await signIn(ASHA, `/vehicle-details/${USED.uid}`);
  await page.getByRole('button', { name: 'See All (2,000)' }).click();
  const list = page.getByRole('list', { name: 'All activities' });
  await expect(list).toBeVisible();
  await expect(page.getByText('2,000 activities')).toBeVisible();
  const top = await drawnRows(list);
  expect(top.length).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
  expect(top[0]).toMatchObject({ position: 1, setSize: 2000 });
  // The history entry holds the vehicle number, not a copy of 2,000 activities.
  const entry = await page.evaluate(() => JSON.stringify(window.history.state));
  expect(entry.length).toBeLessThan(500);
  expect(entry).toContain(USED.registrationNumber);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(list.locator('li[aria-posinset="2000"]')).toBeVisible();
  expect((await drawnRows(list)).length).toBeLessThanOrEqual(MOST_ROWS_DRAWN);

  // Back and forward: the list was let go with the page, so it is loaded again, whole.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'See All (2,000)' })).toBeVisible();
  await page.goForward();
  await expect(page.getByText('2,000 activities')).toBeVisible();
  expect((await drawnRows(list))[0]).toMatchObject({ setSize: 2000 });
});

test('100 vehicles: a window of cards in the DOM, every vehicle once and in order while scrolling', async ({
  page,
  request,
  signIn,
}) => {
  await seedScale(request, { vehicles: 100 });
  await signIn(ASHA, '/vehicle-info');
  const list = page.getByRole('list', { name: 'Your vehicles' });
  await expect(list.getByText(USED.registrationNumber)).toBeVisible();
  const rows = await readWholeList(page, list, 100);
  expect(rows.size).toBe(100);
  const numbers = [...rows.values()].map((text) => text.match(/[A-Z]{2}\d{2}[A-Z]{2}\d{4}|T\d+/)?.[0]);
  expect(new Set(numbers).size).toBe(100);
  expect((await drawnRows(list)).length).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
  await expect(list.getByRole('link', { name: /MH12SC0099/ })).toBeVisible();
});
