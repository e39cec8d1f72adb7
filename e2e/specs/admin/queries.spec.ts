import type { Request } from '@playwright/test';
import { SEED } from '../../api/seed';
import { API_URL } from '../support/api';
import { expect, notice, test } from '../support/fixtures';
import { ADMIN_ORIGIN, SITE_ORIGIN } from '../support/ports';

const ADMIN = '919900000001';
const BHARAT = '919812345678';
const ASHA = '919876543210';
const QUERY_API = `${API_URL}/query?**`;

test('an admin scrolls through every page of queries with none missing or repeated', async ({ page, signIn }) => {
  await signIn(ADMIN, '/admin/queries');
  await expect(page.getByRole('heading', { name: 'User Queries' })).toBeVisible();
  await expect(page.getByText('Admin', { exact: true })).toBeVisible();
  await expect(page.getByText('Total Queries')).toBeVisible();
  await expect(page.getByText('25', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recent Queries' })).toBeVisible();

  const end = page.getByText('No more queries to load');
  for (let i = 0; i < 6 && !(await end.isVisible()); i++) {
    await page
      .getByText(/^Query #\d+$/)
      .last()
      .scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
  }
  await expect(end).toBeVisible();
  const ids = (await page.getByText(/^Query #\d+$/).allTextContents()).map((text) => Number(text.slice(7)));
  expect(ids).toEqual(Array.from({ length: 25 }, (_, index) => 25 - index));
});

test('a query opens in a dialog and Mark as Noted only shows a notice', async ({ page, signIn }) => {
  await signIn(ADMIN, '/admin/queries');
  const first = page.getByRole('button', { name: /Query #25/ });
  await expect(first).toBeVisible();
  await expect(first).toContainText('+91 ');

  await first.click();
  const dialog = page.getByRole('dialog', { name: 'Query Details' });
  await expect(dialog).toBeVisible();
  const writes: Request[] = [];
  page.on('request', (request) => request.method() !== 'GET' && writes.push(request));
  await dialog.getByRole('button', { name: 'Mark as Noted' }).click();
  await expect(notice(page, 'Query noted for follow-up')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(writes).toEqual([]);

  await first.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('messages are cut to 50 characters in the list and shown whole, as text, in the dialog', async ({
  page,
  signIn,
}) => {
  const message = `<b>bold?</b> & "quotes" 'single' ${'x'.repeat(60)}`;
  await page.route(QUERY_API, (route) =>
    route.fulfill({
      json: {
        content: [{ id: 7, phone: '919876543210', queryMessage: message, createdAt: '2026-11-10T14:30:00Z' }],
        totalElements: 1,
        last: true,
      },
    }),
  );
  await signIn(ADMIN, '/admin/queries');
  const item = page.getByRole('button', { name: /Query #7/ });
  await expect(item).toContainText(`${message.slice(0, 50)}...`);
  await expect(item).toContainText('+91 9876543210');
  await item.click();
  await expect(page.getByRole('dialog').getByText(message)).toBeVisible();
  expect(await page.locator('b', { hasText: 'bold?' }).count()).toBe(0);
});

test('on a 360 px phone a 500-character query keeps Close and Mark as Noted on screen', async ({ page, signIn }) => {
  await page.setViewportSize({ width: 360, height: 640 });
  await page.route(QUERY_API, (route) =>
    route.fulfill({
      json: {
        content: [
          { id: 7, phone: '919876543210', queryMessage: SEED.queries.longMessage, createdAt: '2026-11-10T14:30:00Z' },
        ],
        totalElements: 1,
        last: true,
      },
    }),
  );
  await signIn(ADMIN, '/admin/queries');
  await page.getByRole('button', { name: /Query #7/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Query Details' });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400);
  for (const name of ['Close', 'Mark as Noted']) {
    const box = await dialog.getByRole('button', { name, exact: true }).last().boundingBox();
    expect(box, name).not.toBeNull();
    expect((box?.y ?? 0) + (box?.height ?? 0), `${name} bottom`).toBeLessThanOrEqual(640);
    expect(box?.y ?? -1, `${name} top`).toBeGreaterThanOrEqual(0);
  }
});

test('an empty list says so', async ({ page, signIn }) => {
  await page.route(QUERY_API, (route) => route.fulfill({ json: { content: [], totalElements: 0, last: true } }));
  await signIn(ADMIN, '/admin/queries');
  await expect(page.getByText('No queries submitted yet')).toBeVisible();
});

test('a non-admin gets the access denied message and never loads the admin remote', async ({ page, signIn }) => {
  const adminRequests: Request[] = [];
  page.on('request', (request) => request.url().startsWith(ADMIN_ORIGIN) && adminRequests.push(request));
  await signIn(BHARAT, '/admin/queries');
  await expect(page.getByText('Access denied. Admin privileges required.')).toBeVisible();
  expect(adminRequests).toEqual([]);
});

test('a 403 from the server shows the access denied message', async ({ page, signIn }) => {
  await page.route(QUERY_API, (route) =>
    route.fulfill({ status: 403, json: { message: 'Access denied. Admin privileges required.' } }),
  );
  await signIn(ADMIN, '/admin/queries');
  await expect(page.getByRole('alert').getByText('Access denied. Admin privileges required.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
});

test('a 401 lands on / with the session cleared', async ({ page, signIn }) => {
  await page.route(QUERY_API, (route) => route.fulfill({ status: 401, json: { message: 'Invalid or expired token' } }));
  await signIn(ADMIN, '/admin/queries');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
});

test('no token lands on /', async ({ page }) => {
  await page.goto('/admin/queries');
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
});

test('a server failure shows Failed to fetch queries and Try Again recovers', async ({ page, signIn }) => {
  await page.route(QUERY_API, (route) => route.fulfill({ status: 500, json: { message: 'boom' } }));
  await signIn(ADMIN, '/admin/queries');
  await expect(page.getByText('Failed to fetch queries')).toBeVisible();
  await page.unroute(QUERY_API);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('button', { name: /Query #25/ })).toBeVisible();
});

test('an unknown failure shows An error occurred', async ({ page, signIn }) => {
  await page.route(QUERY_API, (route) => route.fulfill({ json: { unexpected: true } }));
  await signIn(ADMIN, '/admin/queries');
  await expect(page.getByText('An error occurred')).toBeVisible();
});

test("a non-admin's whole visit requests nothing from mfe-admin", async ({ page, signIn }) => {
  const adminRequests: Request[] = [];
  page.on('request', (request) => request.url().startsWith(ADMIN_ORIGIN) && adminRequests.push(request));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.goto('/QRUSED0001');
  await page.waitForLoadState('networkidle');
  await signIn(ASHA);
  for (const path of ['/admin', '/vehicle-info']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  await page.waitForTimeout(1500); // idle-time prefetching would have happened by now
  expect(adminRequests.map((request) => request.url())).toEqual([]);
});

test("an admin's home warms the admin remote while idle", async ({ page, signIn }) => {
  await signIn(ADMIN);
  const adminScript = page.waitForRequest((request) => request.url().startsWith(ADMIN_ORIGIN), { timeout: 10_000 });
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await adminScript;
  await page.getByRole('link', { name: /Queries/ }).click();
  await expect(page.getByRole('heading', { name: 'User Queries' })).toBeVisible();
});
