import type { APIRequestContext, BrowserContext, Page, Route } from '@playwright/test';
import { API_URL, latestOtp, tokenFor } from '../support/api';
import { SITE_ORIGIN } from '../support/ports';
import { ASHA, BHARAT, expect, expectNotice, failApi, test } from './owner-helpers';

const USER_INFO = `${API_URL}/login/user-info`;

/**
 * Answers GET /login/user-info with the given outcomes in turn ('pass' lets the real API answer, a
 * number is that status, 'drop' a dropped connection); the last one repeats. Returns the call count.
 */
async function userInfoAnswers(page: Page, ...answers: ('pass' | 'drop' | number)[]) {
  const calls = { count: 0 };
  await page.route(USER_INFO, (route: Route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const answer = answers[Math.min(calls.count++, answers.length - 1)];
    if (answer === 'pass') return route.fallback();
    if (answer === 'drop') return route.abort('failed');
    return route.fulfill({
      status: answer,
      contentType: 'application/json',
      body: JSON.stringify({ message: `status ${answer}` }),
      headers: { 'access-control-allow-origin': '*' },
    });
  });
  return calls;
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));

test.describe('user info failures', () => {
  test('a dropped connection and a 503 are retried: the owner stays logged in', async ({ page, signIn }) => {
    const token = await signIn(ASHA);
    const calls = await userInfoAnswers(page, 'drop', 503, 'pass');
    await page.goto('/admin');
    // The greeting itself, not the loading screen's heading of the same name (for screen readers only).
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    await expect(page.locator('[data-loading-screen]')).toHaveCount(0);
    expect(calls.count).toBe(3);
    expect(await storedToken(page)).toBe(token);
    await expect(page.getByText('Failed to fetch user info', { exact: true })).toHaveCount(0);
  });

  test('a gateway that stays down ends the session by the spec rule after two retries', async ({ page, signIn }) => {
    await signIn(ASHA);
    const calls = await userInfoAnswers(page, 503);
    await page.goto('/admin');
    await expectNotice(page, 'Failed to fetch user info');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
    expect(await storedToken(page)).toBeNull();
    expect(calls.count).toBe(3);
  });

  test('a 401 ends the session at once, without a retry', async ({ page, signIn }) => {
    await signIn(ASHA);
    const calls = await userInfoAnswers(page, 401, 'pass');
    await page.goto('/admin');
    await expectNotice(page, 'Failed to fetch user info');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/?autoLogin=true`);
    expect(await storedToken(page)).toBeNull();
    expect(calls.count).toBe(1);
  });
});

test.describe('a login in another tab', () => {
  const REPLACED = 'A new login in another tab ended this session. Please log in again.';

  /** Page 1 (signed in) open on /admin or /help, then page 2: the same browser's second tab, on /admin. */
  async function twoTabs(page: Page, context: BrowserContext, path: '/admin' | '/help') {
    await page.goto(path);
    const ready = path === '/admin' ? page.getByRole('heading', { name: 'Welcome Back' }) : page.getByRole('textbox');
    await expect(ready).toBeVisible();
    const other = await context.newPage();
    await other.goto('/admin');
    await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
    return other;
  }

  test.beforeEach(async ({ signIn }) => {
    await signIn(ASHA);
  });

  test('a different token stored by another tab ends the open session and says so', async ({
    page,
    context,
    request,
  }) => {
    const other = await twoTabs(page, context, '/admin');
    const bharat = await tokenFor(request, BHARAT);
    const usedBharat: string[] = [];
    page.on('request', (sent) => {
      if (sent.headers().authorization === `Bearer ${bharat}`) usedBharat.push(sent.url());
    });

    await other.evaluate((token) => localStorage.setItem('authToken', token), bharat);

    await expectNotice(page, REPLACED);
    await expect(page.getByRole('heading', { name: 'Session Expired' })).toBeVisible();
    expect(await storedToken(page)).toBe(bharat);
    expect(usedBharat).toEqual([]);
  });

  test('a logout then a login as someone else in another tab does not switch the open tab either', async ({
    page,
    context,
    request,
  }) => {
    const other = await twoTabs(page, context, '/admin');
    await other.getByRole('button', { name: 'Open menu' }).click();
    await other.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('heading', { name: 'Session Expired' })).toBeVisible();

    const bharat = await tokenFor(request, BHARAT);
    await other.evaluate((token) => localStorage.setItem('authToken', token), bharat);
    await expectNotice(page, REPLACED);
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  });

  test("the ended tab's own 401 handling leaves the other tab's login alone", async ({ page, context, request }) => {
    const other = await twoTabs(page, context, '/help');
    await page.getByRole('textbox').fill('Is my sticker waterproof?');
    const bharat = await tokenFor(request, BHARAT);
    await other.evaluate((token) => localStorage.setItem('authToken', token), bharat);
    await expectNotice(page, REPLACED);

    await page.getByRole('button', { name: 'Drop your query' }).click();
    await expectNotice(page, 'Authentication required. Please log in again.');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
    expect(await storedToken(other)).toBe(bharat);
    await other.reload();
    await expect(other.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });
});

test.describe('Drop your query when the session has ended', () => {
  const QUERY = 'Is my QR sticker waterproof?';

  /** Logs in again through the landing page's dialog (phone, bot check, WhatsApp OTP). */
  async function logInAgain(page: Page, request: APIRequestContext) {
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByLabel('Mobile number').fill(ASHA.slice(2));
    await expect(dialog.getByRole('button', { name: 'Send OTP' })).toBeEnabled();
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
    await page.getByLabel('Digit 1 of 4', { exact: true }).click();
    await page.keyboard.type(await latestOtp(request, ASHA));
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  }

  test('a 401 says to log in again, and the typed query is back in the box after logging in', async ({
    page,
    signIn,
    request,
  }) => {
    await signIn(ASHA, '/help');
    await page.getByRole('textbox').fill(QUERY);
    const undo = await failApi(page, 'POST', 'query', 401, { message: 'Unauthorized' });
    await page.getByRole('button', { name: 'Drop your query' }).click();
    await expectNotice(page, 'Authentication required. Please log in again.');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
    expect(await storedToken(page)).toBeNull();

    await undo();
    await logInAgain(page, request);
    await page.getByRole('link', { name: /Help Center/ }).click();
    await expect(page.getByRole('textbox')).toHaveValue(QUERY);

    await page.getByRole('button', { name: 'Drop your query' }).click();
    await expectNotice(page, 'Query submitted successfully!');
    await expect(page.getByRole('textbox')).toHaveValue('');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Help Center' })).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveValue('');
  });

  test('with the token already gone, the query is kept the same way', async ({ page, signIn }) => {
    const token = await signIn(ASHA);
    await page.goto('/help');
    await page.getByRole('textbox').fill(QUERY);
    // Another tab logs out: this tab's token goes, the page stays.
    await page.evaluate(() => {
      localStorage.removeItem('authToken');
      window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }));
    });
    const posted: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url() === `${API_URL}/query`) posted.push(request.url());
    });
    await page.getByRole('button', { name: 'Drop your query' }).click();
    await expectNotice(page, 'Authentication required. Please log in again.');
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
    // Without a token the owner call is never sent: the owner client refuses it as a 401.
    expect(posted).toEqual([]);

    await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    await page.goto('/help');
    await expect(page.getByRole('textbox')).toHaveValue(QUERY);
  });
});
