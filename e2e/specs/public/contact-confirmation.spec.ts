import type { Page } from '@playwright/test';
import { API_URL } from '../support/api';
import { expect, test } from '../support/fixtures';
import { recordNotices } from '../support/notice-recorder';
import { expectNotice, typeBoxes, USED_LAST4, USED_STICKER } from './helpers';

// The scanner's page after a send: a lasting confirmation in the page (the notices stay as the spec words them),
// Try Again on an unknown sticker, and characters the API refused marked on the boxes.

const CALLER = '9123456780';
/** 4:30 pm in India (UTC+5:30) on 29 November 2026, a few seconds in. */
const REQUESTED_AT = new Date('2026-11-29T11:00:05Z');
/** The page's clock starts a minute earlier and runs until the test pauses it at REQUESTED_AT. */
const PAGE_OPENED_AT = new Date(REQUESTED_AT.getTime() - 60_000);

async function openForm(page: Page) {
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
}

async function sendAlert(page: Page, last4: string, reason: string) {
  await page.getByRole('tab', { name: 'Send Message' }).click();
  await typeBoxes(page, 'Character 1 of 4', last4);
  await page.getByRole('button', { name: reason }).click();
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
}

for (const [reason, emergency] of [
  ['Wrong Parking', false],
  ['Door Unlocked', false],
  ['Accident', true],
  ['Baby Inside', true],
] as const) {
  test(`after a ${reason} message the page confirms it${emergency ? ', with 112 to call' : ''}`, async ({ page }) => {
    await page.clock.install();
    await openForm(page);
    await sendAlert(page, USED_LAST4, reason);
    await expectNotice(page, 'Message sent successfully!');

    const confirmation = page.getByRole('region', { name: 'The owner has been informed' });
    const heading = confirmation.getByRole('heading', { level: 2, name: 'The owner has been informed' });
    await expect(heading).toBeFocused();
    // Focused, the heading is read with what happened.
    await expect(heading).toHaveAccessibleDescription('We have sent the owner a WhatsApp alert about their vehicle.');
    await expect(confirmation.getByRole('definition').first()).toHaveText(reason);
    await expect(confirmation.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
    const call112 = confirmation.getByRole('link', { name: 'Call 112' });
    if (emergency) {
      await expect(call112).toHaveAttribute('href', 'tel:112');
      await expect(confirmation).toContainText('Call the emergency number 112 now.');
    } else {
      await expect(call112).toHaveCount(0);
      await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
    }
    // The form is replaced: no second report by accident.
    await expect(page.getByRole('tab')).toHaveCount(0);

    // It lasts: past the notice's 2 s (by the page's clock), still there.
    await page.clock.runFor(2500);
    await expect(page.getByText('Message sent successfully!')).toBeHidden();
    await expect(heading).toBeVisible();
  });
}

test('Send another returns to the message form with the 4 characters kept and focus on its panel', async ({ page }) => {
  await openForm(page);
  await sendAlert(page, USED_LAST4, 'Door Unlocked');
  await page.getByRole('button', { name: 'Send another' }).click();
  await expect(page.getByRole('region', { name: 'The owner has been informed' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: 'Send Message' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Send Message' })).toBeFocused();
  for (const [index, char] of [...USED_LAST4].entries()) {
    await expect(page.getByLabel(`Character ${index + 1} of 4`)).toHaveValue(char);
  }
  await expect(page.getByRole('button', { name: 'Door Unlocked' })).toHaveAttribute('aria-pressed', 'false');

  // A second report needs only the reason.
  await page.getByRole('button', { name: 'Wrong Parking' }).click();
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  const informRequest = page.waitForRequest(`${API_URL}/vehicle/inform`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await informRequest).postDataJSON()).toMatchObject({
    reason: 'WRONG_PARKING',
    vehicleRegistrationDigits: USED_LAST4,
  });
  await expect(page.getByRole('region', { name: 'The owner has been informed' })).toContainText('Wrong Parking');
});

/**
 * Opens the form on a faked clock, paused at REQUESTED_AT once the characters are typed (the auto-call's 1.5 s
 * and the notice's 2 s run only when the test moves it), types the caller's number and steps the clock until the
 * bot check passed and the progress of the automatic call shows.
 */
async function startAutoCall(page: Page) {
  await page.clock.install({ time: PAGE_OPENED_AT });
  await openForm(page);
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  await page.clock.pauseAt(REQUESTED_AT);
  await page.getByLabel('Your mobile number').fill(CALLER);
  const passed = page.getByText('Verification passed (test)');
  for (let step = 0; step < 50 && !(await passed.isVisible()); step++) await page.clock.runFor(100);
  await expect(page.getByRole('progressbar', { name: 'Calling the owner automatically' })).toBeVisible();
}

test('after a call request, once Incoming Call closes, the page shows its time and what to expect, no number', async ({
  page,
}) => {
  await startAutoCall(page);
  const informRequest = page.waitForRequest(`${API_URL}/vehicle/inform`);
  await page.clock.runFor(1500);
  await informRequest;

  const modal = page.getByRole('dialog', { name: 'Incoming Call' });
  await expect(modal).toBeVisible();
  await expectNotice(page, 'Call request sent successfully!');
  // Nothing in the page yet: the dialog says it first.
  await expect(page.getByRole('region', { name: 'Your call request is on its way' })).toHaveCount(0);
  await page.clock.runFor(2500);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  // The focus waits for the next frame.
  await page.clock.resume();

  const confirmation = page.getByRole('region', { name: 'Your call request is on its way' });
  const heading = confirmation.getByRole('heading', { level: 2 });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAccessibleDescription(/We are connecting the owner's phone\./);
  await expect(confirmation).toContainText('You will get a call from a masked number');
  // Written like the owner's activity rows, in India's time, whatever the browser's zone.
  await expect(confirmation.locator('time')).toHaveText('29 Nov 2026, 4:30 pm');
  const text = (await confirmation.textContent()) ?? '';
  expect(text).not.toContain(CALLER);
  expect(text).not.toMatch(/\+91|X{4}|\d{5}/);

  await confirmation.getByRole('button', { name: 'Contact the owner again' }).click();
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Your mobile number')).toHaveValue('');
});

test.describe('in an Asia/Kolkata-less browser', () => {
  test.use({ timezoneId: 'America/New_York' });

  test("the call's time is still India's", async ({ page }) => {
    await startAutoCall(page);
    await page.clock.runFor(1500);
    await page.getByRole('dialog', { name: 'Incoming Call' }).getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('region', { name: 'Your call request is on its way' }).locator('time')).toHaveText(
      '29 Nov 2026, 4:30 pm',
    );
  });
});

test('an unknown sticker offers Try Again, which reloads the page; the notice the spec asks for stays', async ({
  page,
}) => {
  const notices = await recordNotices(page);
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.url() === `${API_URL}/uid-status/NOPE0001`) reads.push(request.method());
  });
  await page.goto('/NOPE0001');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this sticker' })).toBeVisible();
  await expect(page.getByRole('alert').getByText('Sticker not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  // docs/product.md §8: the notification bar says it too, once.
  await expect.poll(notices).toEqual(['Failed to fetch vehicle status']);

  await page.evaluate(() => {
    (window as unknown as { beforeRetry?: boolean }).beforeRetry = true;
  });
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { beforeRetry?: boolean }).beforeRetry)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this sticker' })).toBeVisible();
  await expect.poll(() => reads.filter((method) => method === 'GET').length).toBe(2);
});

test('characters the API refuses mark the four boxes invalid, described by its message, until edited', async ({
  page,
}) => {
  await openForm(page);
  await sendAlert(page, '9999', 'Wrong Parking');
  await expectNotice(page, 'Vehicle number does not match');

  const box = (position: number) => page.getByLabel(`Character ${position} of 4`);
  const boxes = [1, 2, 3, 4].map(box);
  for (const box of boxes) {
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Vehicle number does not match');
  }
  // In the page, beside the boxes, not only in the notice.
  const describedBy = await box(1).getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText('Vehicle number does not match');
  await expect(box(1)).toBeFocused();
  // What was typed stays, and no confirmation shows.
  await expect(box(4)).toHaveValue('9');
  await expect(page.getByRole('region', { name: 'The owner has been informed' })).toHaveCount(0);

  // Any edit clears the mark and the message beside the boxes.
  await page.keyboard.type('1');
  for (const box of boxes) {
    await expect(box).not.toHaveAttribute('aria-invalid', 'true');
    await expect(box).not.toHaveAttribute('aria-describedby');
  }
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveCount(0);
});
