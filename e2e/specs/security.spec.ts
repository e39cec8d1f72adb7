import type { Page } from '@playwright/test';
import { API_URL } from './support/api';
import { expect, navigateInApp, test } from './support/fixtures';

const ASHA = '919876543210';
const ADMIN = '919900000001';

/** The served shell sends a strict CSP (deploy/nginx); collect what it blocks. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
});

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);

test('the CSP allows no eval and no inline code (the full header: serving.spec.ts)', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/^default-src 'self'; script-src 'self' /);
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).toContain("object-src 'none'");
});

test('the public pages run under that CSP without a violation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await page.goto('/QRUSED0001');
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toBeVisible();
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  await navigateInApp(page, '/terms');
  await expect(page.getByRole('heading', { name: 'Terms of Service' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the owner and admin pages run under it too', async ({ page, signIn }) => {
  await signIn(ADMIN, '/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  await navigateInApp(page, '/admin/queries');
  await expect(page.getByRole('heading', { name: 'User Queries' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("the scanner's page never receives or shows the owner's phone number", async ({ page }) => {
  const ownerDigits = ASHA.slice(2);
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.url().startsWith(API_URL)) bodies.push(await response.text().catch(() => ''));
  });
  await page.goto('/QRUSED0001');
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.content()).not.toContain(ownerDigits);
  expect(bodies.join('\n')).not.toContain(ownerDigits);
  expect(await page.locator('a[href^="tel:"]').count()).toBe(0);
});

test('a stale auth cookie, left without its localStorage token, is removed when the site starts', async ({
  page,
  context,
  signIn,
}) => {
  const authCookie = async () => (await context.cookies()).find((cookie) => cookie.name === 'authToken');
  await context.addCookies([
    { name: 'authToken', value: 'stale-jwt', domain: 'localhost', path: '/', secure: true, sameSite: 'Strict' },
  ]);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeVisible();
  await expect.poll(authCookie).toBeUndefined();

  // A session's cookie stays with its token.
  const token = await signIn(ASHA);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect((await authCookie())?.value).toBe(token);
});
