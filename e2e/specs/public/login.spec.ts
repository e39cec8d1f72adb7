import { API_URL, latestOtp, tokenFor } from '../support/api';
import { pauseClockSoon } from '../support/clock';
import { expect, test } from '../support/fixtures';
import { ASHA, ASHA_LOCAL, abortApi, expectFooterLinks, failApi, fakeTurnstile, paste, typeBoxes } from './helpers';

const NEW_USER = '919700000150';

/** The bot check's wait for its script (shared-ui's BOT_CHECK_TIMEOUT_MS). */
const BOT_CHECK_TIMEOUT_MS = 10_000;

async function openLogin(page: import('@playwright/test').Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function sendOtp(page: import('@playwright/test').Page, phone: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Mobile number').fill(phone);
  const send = dialog.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
}

test('the marketing page shows the statistics, how it works, its buttons and footer links, then scrolls 200 px', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const text of ['10K+', '50K+', '99.9%', '24/7', 'Active Users', 'Messages Delivered', 'Uptime', 'Support']) {
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'How it works' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(3);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(199);
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to Use' })).toHaveAttribute('href', '/howtouse');
  await expect(page.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
  await expectFooterLinks(page, 'Footer', ['Home', 'Features', 'Pricing', 'Contact']);
});

test('login by phone and a typed OTP goes to /admin', async ({ page, request }) => {
  const dialog = await openLogin(page);
  await expect(dialog.getByText('We will send a 4-digit OTP to this number on WhatsApp.')).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(dialog.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  const send = dialog.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeDisabled();
  // Digits only, at most 10.
  await dialog.getByLabel('Mobile number').fill('98a765-43210999');
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(ASHA_LOCAL);
  await sendOtp(page, ASHA_LOCAL);
  const otp = page.getByRole('dialog', { name: 'Enter OTP' });
  await expect(otp.getByText(`+91 ${ASHA_LOCAL}`)).toBeVisible();
  await expect(otp.getByRole('button', { name: 'Verify OTP' })).toBeDisabled();
  const code = await latestOtp(request, ASHA);
  const verify = page.waitForRequest(`${API_URL}/login/phone-login-verify`);
  await typeBoxes(page, 'Digit 1 of 4', code);
  expect((await verify).postDataJSON()).toMatchObject({ phone: ASHA, verificationCode: Number(code) });
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy();
});

test('a pasted OTP is spread over the boxes and submitted automatically', async ({ page, request }) => {
  await openLogin(page);
  await sendOtp(page, ASHA_LOCAL);
  const code = await latestOtp(request, ASHA);
  await paste(page, 'Digit 1 of 4', code);
  await expect(page).toHaveURL(/\/admin$/);
});

/** The same digits as an Indic keyboard sends them (Devanagari). */
const devanagari = (digits: string) => digits.replace(/\d/g, (digit) => String.fromCharCode(0x0966 + Number(digit)));

test('Devanagari digits typed or pasted into the phone and the OTP boxes are taken as the same digits', async ({
  page,
  request,
}) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Mobile number').fill(devanagari(ASHA_LOCAL));
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(ASHA_LOCAL);
  await dialog.getByLabel('Mobile number').fill('');
  await dialog.getByLabel('Mobile number').pressSequentially(devanagari(ASHA_LOCAL));
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(ASHA_LOCAL);
  await sendOtp(page, ASHA_LOCAL);
  const code = await latestOtp(request, ASHA);
  const verify = page.waitForRequest(`${API_URL}/login/phone-login-verify`);
  await typeBoxes(page, 'Digit 1 of 4', devanagari(code));
  expect((await verify).postDataJSON()).toMatchObject({ phone: ASHA, verificationCode: Number(code) });
  await expect(page).toHaveURL(/\/admin$/);
});

test('a wrong OTP shows Invalid OTP, and Back to Login removes the token and returns to the phone step', async ({
  page,
  request,
  signIn,
}) => {
  await signIn(ASHA, '/?autoLogin=true');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await sendOtp(page, ASHA_LOCAL);
  const code = await latestOtp(request, ASHA);
  const wrong = String(((Number(code) - 1000 + 1) % 9000) + 1000);
  await typeBoxes(page, 'Digit 1 of 4', wrong);
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await page.getByRole('button', { name: 'Back to Login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect(await page.evaluate(() => document.cookie)).not.toContain('authToken=ey');
});

test('a failed verification shows the server message, else the fallback', async ({ page }) => {
  await openLogin(page);
  await sendOtp(page, ASHA_LOCAL);
  await failApi(page, 'login/phone-login-verify', 400, { message: 'OTP expired. Please request a new OTP.' });
  await typeBoxes(page, 'Digit 1 of 4', '1111');
  await expect(page.getByText('OTP expired. Please request a new OTP.')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await abortApi(page, 'login/phone-login-verify');
  await typeBoxes(page, 'Digit 1 of 4', '2222');
  await expect(page.getByText('Failed to verify OTP. Please try again.')).toBeVisible();
});

test('a failed send shows its message, resets the challenge and clears the token', async ({ page }) => {
  const dialog = await openLogin(page);
  await failApi(page, 'login/phone-login-initiate', 500, { message: 'Upstream down' });
  await dialog.getByLabel('Mobile number').fill(ASHA_LOCAL);
  const send = dialog.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByText('Failed to send OTP. Please try again.')).toBeVisible();
  await expect(dialog.getByText('Upstream down')).toHaveCount(0);
  // The challenge starts again: a fresh token arrives and Send OTP comes back.
  await expect(dialog.getByText('Verification passed (test)')).toBeVisible();
  await expect(send).toBeEnabled();
});

test('the challenge messages show and Send OTP waits for a token', async ({ page }) => {
  const dialog = await openLogin(page);
  await dialog.getByLabel('Mobile number').fill(ASHA_LOCAL);
  const send = dialog.getByRole('button', { name: 'Send OTP' });
  await expect(send).toBeEnabled();

  await fakeTurnstile.expire(page);
  await expect(dialog.getByText('Verification expired. Please complete the challenge again.')).toBeVisible();
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Mobile number').press('Enter');
  await expect(dialog.getByText('Please complete the verification challenge')).toBeVisible();

  await fakeTurnstile.timeout(page);
  await expect(dialog.getByText('Verification timed out. Please try again.')).toBeVisible();
  await fakeTurnstile.fail(page);
  await expect(dialog.getByText('Verification failed. Please try again.')).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(dialog.getByRole('button', { name: "Click here if verification doesn't load" })).toBeVisible();
});

test('a challenge script that never loads says so after 10 s', async ({ page }) => {
  await page.route('https://challenges.cloudflare.com/**', (route) => route.abort('failed'));
  // The page's clock is faked and paused before Login is pressed: from then on it moves only when the test
  // moves it, so the 10 s neither runs out early on a loaded machine nor is waited out.
  await page.clock.install();
  await page.goto('/');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expect(login).toBeEnabled();
  await pauseClockSoon(page);
  await login.click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  for (let step = 0; step < 40 && !(await dialog.isVisible()); step++) await page.clock.runFor(50);
  await expect(dialog).toBeVisible();
  const failed = dialog.getByText(
    'Verification system failed to load. Please check your internet connection and refresh.',
  );
  await page.clock.runFor(BOT_CHECK_TIMEOUT_MS - 3_000);
  await expect(failed, 'not long before the 10 s').toHaveCount(0);
  await page.clock.runFor(3_000);
  await expect(failed).toBeVisible();
});

test('a widget that fails to render says so', async ({ page }) => {
  await page.route('**/runtime-config.json', async (route) => {
    const response = await route.fetch();
    const config = await response.json();
    config.turnstile.siteKey = '2x00000000000000000000AB';
    await route.fulfill({ response, json: config });
  });
  const dialog = await openLogin(page);
  await expect(
    dialog.getByText(
      /^(Failed to load verification system\. Please refresh the page\.|Verification failed\. Please try again\.)$/,
    ),
  ).toBeVisible();
});

test('with a stored token Login and Get Started go straight to /admin', async ({ page, signIn }) => {
  await signIn(ASHA, '/');
  await page.getByRole('button', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(/\/admin$/);
});

test('autoLogin=true opens the login dialog at once', async ({ page }) => {
  await page.goto('/?autoLogin=true');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
});

test('a referral link prefills the phone, sends referredBy and the referral is counted', async ({ page, request }) => {
  await page.goto(`/r/${ASHA}`);
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByLabel('Mobile number')).toHaveValue(ASHA_LOCAL);
  // A new user signs up through Asha's link.
  await dialog.getByLabel('Mobile number').fill(NEW_USER.slice(2));
  const initiate = page.waitForRequest(`${API_URL}/login/phone-login-initiate`);
  await sendOtp(page, NEW_USER.slice(2));
  expect((await initiate).postDataJSON()).toMatchObject({ phone: NEW_USER, referredBy: ASHA });
  await typeBoxes(page, 'Digit 1 of 4', await latestOtp(request, NEW_USER));
  await expect(page).toHaveURL(/\/admin$/);

  const ashaToken = await tokenFor(request, ASHA);
  const referrals = await request.get(`${API_URL}/referral/data`, {
    headers: { authorization: `Bearer ${ashaToken}` },
  });
  expect((await referrals.json()).totalReferrals).toBe(3);
});

test('an invalid referral code is ignored and login still works', async ({ page, request }) => {
  await page.goto('/r/12345');
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog.getByLabel('Mobile number')).toHaveValue('');
  const initiate = page.waitForRequest(`${API_URL}/login/phone-login-initiate`);
  await sendOtp(page, ASHA_LOCAL);
  expect((await initiate).postDataJSON()).not.toHaveProperty('referredBy');
  await typeBoxes(page, 'Digit 1 of 4', await latestOtp(request, ASHA));
  await expect(page).toHaveURL(/\/admin$/);
});
