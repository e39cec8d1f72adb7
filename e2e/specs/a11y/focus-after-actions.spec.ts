import type { Locator, Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { failApi as failOwnerApi } from '../owner/owner-helpers';
import {
  fillAlert,
  fillRegistrationDetails,
  PAUSED_LAST4,
  PAUSED_STICKER,
  REGISTRATION_LABELS,
  USED_LAST4,
  USED_STICKER,
} from '../public/helpers';
import { latestOtp } from '../support/api';
import { expect, expectNotice, test } from '../support/fixtures';

// An action whose button is disabled or replaced while it runs (a send, a check, Resume, Try Again) leaves
// focus on what the visitor should use or read next, never on <body>. Each control is used with the
// keyboard, as a keyboard or screen reader user would.

const ASHA = SEED.owners.asha.phone;

async function pressWithKeyboard(control: Locator) {
  await control.focus();
  await control.press('Enter');
}

async function expectFocusOn(page: Page, target: Locator) {
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

test("a message refused on the scanner's page leaves focus on the message tab's panel; one sent, on its confirmation", async ({
  page,
}) => {
  const panel = page.getByRole('tabpanel', { name: 'Send Message' });

  // A paused vehicle refuses the alert: the form keeps what was typed.
  const send = await fillAlert(page, { sticker: PAUSED_STICKER, last4: PAUSED_LAST4, reason: 'Accident' });
  await expect(send).toBeEnabled();
  await pressWithKeyboard(send);
  await expectNotice(page, 'The owner has paused alerts for this vehicle. Please try again later.');
  await expectFocusOn(page, panel);

  await fillAlert(page, { sticker: USED_STICKER, last4: USED_LAST4, reason: 'Wrong Parking' });
  await expect(send).toBeEnabled();
  await pressWithKeyboard(send);
  await expectNotice(page, 'Message sent successfully!');
  // The form gives way to the confirmation, whose heading takes focus so it is read at once.
  await expectFocusOn(page, page.getByRole('heading', { name: 'The owner has been informed' }));
});

test('Resume Service leaves focus on the same button, now Pause Service', async ({ page, signIn }) => {
  await signIn(ASHA, `/vehicle-details/${SEED.vehicles.paused.uid}`);
  await pressWithKeyboard(page.getByRole('button', { name: 'Resume Service' }));
  await expectNotice(page, 'Vehicle service resumed successfully');
  await expectFocusOn(page, page.getByRole('button', { name: 'Pause Service' }));
});

test('a refused login code leaves focus on the first, emptied, digit box', async ({ page, request }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Mobile number').fill(ASHA.slice(2));
  const sendOtp = page.getByRole('button', { name: 'Send OTP' });
  await expect(sendOtp).toBeEnabled();
  await pressWithKeyboard(sendOtp);
  const first = page.getByLabel('Digit 1 of 4', { exact: true });
  await expectFocusOn(page, first);
  const code = await latestOtp(request, ASHA);
  // The last box is focused when the check starts (it runs once the fourth digit is typed).
  await page.keyboard.type(String(((Number(code) - 1000 + 1) % 9000) + 1000));
  await expect(page.getByText('Invalid OTP. Please try again.')).toBeVisible();
  await expectFocusOn(page, first);
});

test('a refused registration code, and a code sent again, leave focus on the first digit box', async ({ page }) => {
  const next = await fillRegistrationDetails(page, REGISTRATION_LABELS.en);
  await expect(next).toBeEnabled();
  await pressWithKeyboard(next);
  const first = page.getByLabel('Digit 1 of 4', { exact: true });
  await expectFocusOn(page, first);

  await page.keyboard.type('0000');
  await pressWithKeyboard(page.getByRole('button', { name: 'Verify & Register' }));
  await expect(page.getByRole('alert')).toBeVisible();
  await expectFocusOn(page, first);

  const resend = page.getByRole('button', { name: 'Resend OTP' });
  await expect(resend).toBeEnabled();
  await pressWithKeyboard(resend);
  await expect(page.getByText('A new code was sent on WhatsApp.')).toBeVisible();
  await expectFocusOn(page, first);
});

test('a query sent from Help leaves focus on the emptied box, a refused one on Drop your query', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, '/help');
  const [box, send] = [page.getByRole('textbox'), page.getByRole('button', { name: 'Drop your query' })];
  await box.fill('Where is my sticker?');
  await pressWithKeyboard(send);
  await expect(box).toHaveValue('');
  await expectFocusOn(page, box);

  await failOwnerApi(page, 'POST', 'query', 500);
  await box.fill('Hello again');
  await pressWithKeyboard(send);
  await expect(page.getByText('Failed to submit query', { exact: true })).toBeVisible();
  await expectFocusOn(page, send);
});

test("Try Again on an owner page's error state leaves focus on the page's heading", async ({ page, signIn }) => {
  await signIn(ASHA);
  const undo = await failOwnerApi(page, 'GET', 'vehicle/user-portal-info', 500);
  await page.goto('/vehicle-info');
  const retry = page.getByRole('button', { name: 'Try Again' });
  await expect(retry).toBeVisible();
  await undo();
  await pressWithKeyboard(retry);
  await expect(page.getByRole('list', { name: 'Your vehicles' })).toBeVisible();
  await expectFocusOn(page, page.getByRole('heading', { level: 1, name: 'My Vehicles' }));
});
