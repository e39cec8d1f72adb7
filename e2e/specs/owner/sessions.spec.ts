import type { Page, Route } from '@playwright/test';
import { API_URL } from '../support/api';
import { SITE_ORIGIN } from '../support/ports';
import { ASHA, expect, expectNotice, test } from './owner-helpers';

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
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
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
