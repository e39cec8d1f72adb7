import type { Request } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { API_URL, seedScale } from '../support/api';
import { expect, expectNotice, test } from '../support/fixtures';
import { ADMIN_ORIGIN, SITE_ORIGIN } from '../support/ports';
import { drawnRows, MOST_ROWS_DRAWN, readWholeList, WINDOWED_LIST } from '../support/windowed-list';

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
  await expectNotice(page, 'Query noted for follow-up');
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

test('at 120 queries the windowed list shows every query once, in order, page after page', async ({
  page,
  request,
  signIn,
}) => {
  await seedScale(request, { queries: 120 });
  await signIn(ADMIN, '/admin/queries');
  await expect(page.getByText('120', { exact: true })).toBeVisible();
  const list = page.locator(WINDOWED_LIST);
  const rows = await readWholeList(page, list, 120);
  const ids = [...rows.keys()].sort((a, b) => a - b).map((position) => rows.get(position)?.match(/Query #(\d+)$/)?.[1]);
  expect(ids).toEqual(Array.from({ length: 120 }, (_, index) => String(120 - index)));
  await expect(page.getByText('No more queries to load')).toBeVisible();
  expect((await drawnRows(list)).length).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
});

test('at 2,000 queries the DOM holds a bounded number of rows, and the dialog keeps scroll and focus', async ({
  page,
  request,
  signIn,
}) => {
  await seedScale(request, { queries: 2000 });
  const token = await signIn(ADMIN);
  // The 1,990 newest in the first answer (the contract allows any page length), then the API's last page:
  // 2,000 rows loaded without scrolling through 200 pages.
  const newest: unknown[] = [];
  for (let apiPage = 0; newest.length < 1990; apiPage++) {
    const response = await request.get(`${API_URL}/query?page=${apiPage}&size=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    newest.push(...(await response.json()).content);
  }
  await page.route(QUERY_API, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('page') === '0') {
      const response = await route.fetch();
      return route.fulfill({ response, json: { content: newest, totalElements: 2000, last: false } });
    }
    url.searchParams.set('page', '199');
    return route.continue({ url: url.toString() });
  });
  await page.goto('/admin/queries');
  const list = page.locator(WINDOWED_LIST);
  await expect(list.getByText('Query #2000', { exact: true })).toBeVisible();
  const top = await drawnRows(list);
  expect(top.length).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
  expect(top[0]).toMatchObject({ position: 1, setSize: 2000 });

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('Query #10', { exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.getByText('No more queries to load')).toBeVisible();
  await expect(page.getByText('Query #1', { exact: true })).toBeVisible();
  const bottom = await drawnRows(list);
  expect(bottom.length).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
  expect(bottom.at(-1)).toMatchObject({ position: 2000, setSize: 2000 });
  expect(bottom.at(-1)?.text).toMatch(/Query #1$/);

  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await page.waitForTimeout(200);
  const id = await list
    .getByRole('button')
    .nth(5)
    .getByText(/^Query #\d+$/)
    .textContent();
  const row = list.getByRole('button').filter({ has: page.getByText(id ?? '', { exact: true }) });
  const name = await row.textContent();
  await row.focus();
  const rowTop = async () => (await row.boundingBox())?.y;
  const before = await rowTop();
  await row.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Query Details' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(name);
  // The row is where it was on screen (rows above it measured meanwhile move scrollY, not the view).
  expect((await rowTop()) ?? Number.NaN).toBeCloseTo(before ?? Number.NaN, 0);
  expect((await drawnRows(list)).length).toBeLessThanOrEqual(MOST_ROWS_DRAWN);
});
