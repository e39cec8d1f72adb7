import type { Page } from '@playwright/test';
import { API_URL, latestOtp, outbox } from '../support/api';
import { expect, test } from '../support/fixtures';
import { abortApi, failApi, fakeTurnstile, typeBoxes, UNUSED_STICKER } from './helpers';

const OWNER = '919700000201';
const EMERGENCY = '919700000202';

async function fillDetails(
  page: Page,
  vehicleNumber: string,
  primary = OWNER.slice(2),
  emergency = EMERGENCY.slice(2),
) {
  await page.getByLabel('Vehicle number').fill(vehicleNumber);
  await page.getByLabel('Primary contact (WhatsApp)').fill(primary);
  await page.getByLabel('Emergency contact').fill(emergency);
}

async function continueToCode(page: Page) {
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeEnabled();
  await next.click();
  await expect(page.getByText('Enter the 4-digit code we sent on WhatsApp to')).toBeVisible();
}

test('an unused sticker redirects to registration, and a full registration ends on /vehicle-info', async ({
  page,
  request,
}) => {
  await page.goto(`/${UNUSED_STICKER}`);
  await expect(page).toHaveURL(new RegExp(`/vehicle-registration/${UNUSED_STICKER}$`));
  await expect(page.getByRole('heading', { name: 'Vehicle Registration' })).toBeVisible();
  const progress = page.getByRole('list', { name: 'Registration progress' });
  await expect(progress.getByText('Vehicle Details')).toBeVisible();
  await expect(progress.getByText('Verification')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Personal' })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();

  await page.getByLabel('Vehicle number').fill('hr 26-dq 5551');
  await expect(page.getByLabel('Vehicle number')).toHaveValue('HR26DQ5551');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Commercial' }).check();
  await page.getByLabel('Primary contact (WhatsApp)').fill(OWNER.slice(2));
  // Blurs itself at 10 digits.
  await expect(page.getByLabel('Primary contact (WhatsApp)')).not.toBeFocused();
  await page.getByLabel('Emergency contact').fill(EMERGENCY.slice(2));

  const initiate = page.waitForRequest(`${API_URL}/login/phone-login-initiate`);
  await continueToCode(page);
  expect((await initiate).postDataJSON()).toMatchObject({ phone: OWNER });
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeVisible();
  await typeBoxes(page, 'Digit 1 of 4', await latestOtp(request, OWNER));
  const register = page.waitForRequest((r) => r.url() === `${API_URL}/vehicle` && r.method() === 'POST');
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  expect((await register).postDataJSON()).toEqual({
    registrationNumber: 'HR26DQ5551',
    contact: OWNER,
    isContactWhatsapp: true,
    alternateContact: null,
    isAlternateContactWhatsapp: false,
    emergencyContact: EMERGENCY,
    uid: UNUSED_STICKER,
    vehicleType: 'COMMERCIAL',
    isTemporaryNumber: false,
  });
  await expect(page).toHaveURL(/\/vehicle-info$/);
  await expect(page.getByText('HR26DQ5551').first()).toBeVisible();
});

test('a temporary number ticks the checkbox, and Resend OTP sends a fresh code', async ({ page, request }) => {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  await page.getByLabel('Vehicle number').fill('T0123456789');
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await page.getByLabel('Vehicle number').fill('T0123456789077');
  await expect(page.getByRole('checkbox', { name: 'This is a temporary registration number' })).toBeChecked();
  await page.getByLabel('Primary contact (WhatsApp)').fill(OWNER.slice(2));
  await page.getByLabel('Emergency contact').fill(EMERGENCY.slice(2));
  await continueToCode(page);
  const first = await latestOtp(request, OWNER);

  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeEnabled();
  await resend.click();
  await expect(page.getByText('A new code was sent on WhatsApp.')).toBeVisible();
  const otps = (await outbox(request, OWNER)).filter((m) => m.kind === 'otp');
  expect(otps).toHaveLength(2);
  const second = await latestOtp(request, OWNER);
  expect(second).toBeTruthy();
  void first;

  await typeBoxes(page, 'Digit 1 of 4', second);
  const register = page.waitForRequest((r) => r.url() === `${API_URL}/vehicle` && r.method() === 'POST');
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  expect((await register).postDataJSON()).toMatchObject({
    registrationNumber: 'T0123456789077',
    isTemporaryNumber: true,
  });
  await expect(page).toHaveURL(/\/vehicle-info$/);
});

test('step 1 rules and messages', async ({ page }) => {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  await page.getByLabel('Vehicle number').fill('DL01AB9999');
  await page.getByLabel('Vehicle number').press('Enter');
  await expect(page.getByText('Please enter a valid contact number')).toBeVisible();

  await page.getByLabel('Primary contact (WhatsApp)').fill('5123456789');
  await expect(page.getByText('Please enter a valid Indian mobile number')).toBeVisible();
  await page.getByLabel('Primary contact (WhatsApp)').fill('9700000301');
  await expect(page.getByText('Please enter a valid Indian mobile number')).toHaveCount(0);
  await page.getByLabel('Emergency contact').fill('9700000301');
  await expect(page.getByText('Emergency contact should be different from primary contact')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByLabel('Emergency contact').fill('9700000302');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();

  await fakeTurnstile.expire(page);
  await expect(page.getByText('Verification expired. Please complete the challenge again.')).toBeVisible();
  await expect(page.getByText('Please complete the verification challenge')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
});

test('a failed send stays on step 1 with the server message or the fallback, and resets the challenge', async ({
  page,
}) => {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  await fillDetails(page, 'DL01AB9999');
  await failApi(page, 'login/phone-login-initiate', 429, { message: 'Too many OTP requests' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Too many OTP requests')).toBeVisible();
  await expect(page.getByLabel('Vehicle number')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await failApi(page, 'login/phone-login-initiate', 500);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Failed to send OTP', { exact: true })).toBeVisible();
});

test('verification failures count attempts; Resend hides at 3; register failures show their message', async ({
  page,
  request,
}) => {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  await fillDetails(page, 'DL01AB9999');
  await continueToCode(page);
  const code = await latestOtp(request, OWNER);
  const wrong = code === '1111' ? '2222' : '1111';

  await typeBoxes(page, 'Digit 1 of 4', wrong);
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();

  await abortApi(page, 'login/phone-login-verify');
  await typeBoxes(page, 'Digit 1 of 4', wrong);
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  await expect(page.getByText('An error occurred', { exact: true })).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });

  await failApi(page, 'login/phone-login-verify', 400, { message: 'OTP expired. Please request a new OTP.' });
  await typeBoxes(page, 'Digit 1 of 4', wrong);
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  await expect(page.getByText('OTP expired. Please request a new OTP.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend OTP' })).toHaveCount(0);
  await page.unrouteAll({ behavior: 'wait' });

  await failApi(page, 'vehicle', 500);
  await typeBoxes(page, 'Digit 1 of 4', code);
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  await expect(page.getByText('Failed to register vehicle')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  await failApi(page, 'vehicle', 409, { message: 'This sticker is already registered' });
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  await expect(page.getByText('This sticker is already registered')).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
  // A retry registers without verifying again.
  await page.getByRole('button', { name: 'Verify & Register' }).click();
  await expect(page).toHaveURL(/\/vehicle-info$/);
});
