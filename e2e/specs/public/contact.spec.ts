import type { Page } from '@playwright/test';
import { API_URL, outbox } from '../support/api';
import { pauseClockSoon } from '../support/clock';
import { expect, test } from '../support/fixtures';
import { holdRequests } from '../support/hold';
import { recordNotices } from '../support/notice-recorder';
import {
  ASHA,
  ASHA_LOCAL,
  abortApi,
  expectNotice,
  failApi,
  PAUSED_LAST4,
  PAUSED_STICKER,
  TEMP_STICKER,
  typeBoxes,
  USED_LAST4,
  USED_STICKER,
} from './helpers';

const SEED_MASKED_OWNER = '+91 98XXXXXX10';
const CALLER = '9123456780';

async function openForm(page: Page, uid = USED_STICKER) {
  await page.goto(`/${uid}`);
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
}

/** When an element matching `selector` first appears, in ms since the epoch by the page's clock. */
function whenShown(page: Page, selector: string): Promise<number> {
  return page.evaluate(
    (css) =>
      new Promise<number>((resolve) => {
        const seen = () => {
          if (!document.querySelector(css)) return false;
          resolve(performance.timeOrigin + performance.now());
          return true;
        };
        if (seen()) return;
        const observer = new MutationObserver(() => seen() && observer.disconnect());
        observer.observe(document.body, { childList: true, subtree: true });
      }),
    selector,
  );
}

async function verified(page: Page) {
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
}

/** On the message tab: types the last four characters, picks a reason and sends once the challenge passed. */
async function sendMessage(page: Page, last4: string, reason: string) {
  await typeBoxes(page, 'Character 1 of 4', last4);
  await page.getByRole('button', { name: reason }).click();
  await verified(page);
  await page.getByRole('button', { name: 'Send Message' }).click();
}

test('a used sticker shows the form: masked number, boxes, call tab by default, privacy note, no owner number', async ({
  page,
}) => {
  await openForm(page);
  await expect(page.getByTestId('masked-vehicle-number')).toHaveText('DL01ABXXXX');
  await expect(page.getByLabel('Character 1 of 4')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Call Owner' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Send Message' })).toBeVisible();
  await expect(page.getByText('Tap to call')).toBeVisible();
  await expect(page.getByLabel('Your mobile number')).toBeVisible();
  await expect(page.getByRole('button', { name: "Click here if verification doesn't load" })).toBeVisible();
  await expect(
    page.getByText('Your contact information stays private. All communications are logged for safety.'),
  ).toBeVisible();
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0);
  expect(await page.content()).not.toContain(ASHA_LOCAL);
});

test('a call goes out automatically after the 1.5 s progress and opens the Incoming Call modal', async ({
  page,
  request,
}) => {
  await openForm(page);
  const progressShown = whenShown(page, '[role="progressbar"]');
  progressShown.catch(() => {}); // awaited below; a test that fails before must not report it twice
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  await page.getByLabel('Your mobile number').fill(CALLER);
  await verified(page);
  const progress = page.getByRole('progressbar', { name: 'Calling the owner automatically' });
  const informRequest = page.waitForRequest(`${API_URL}/vehicle/inform`);
  await expect(progress).toBeVisible();
  const inform = await informRequest;
  await (await inform.response())?.finished();
  // Both times by the page's clock: on a loaded machine the test sees the progress late, not the page.
  const informSentAt = await page.evaluate(() => {
    const entry = performance.getEntriesByType('resource').find((item) => item.name.endsWith('/vehicle/inform'));
    return entry ? performance.timeOrigin + entry.startTime : Number.NaN;
  });
  expect(informSentAt - (await progressShown)).toBeGreaterThan(1000);
  const body = inform.postDataJSON();
  expect(body).toMatchObject({
    isContactOwner: true,
    reason: null,
    isEmergency: false,
    informerContact: `+91${CALLER}`,
    vehicleRegistrationDigits: USED_LAST4,
    uidString: USED_STICKER,
    latitude: null,
    longitude: null,
  });
  expect(body['cf-turnstile-response']).toMatch(/^fake-turnstile\./);

  const modal = page.getByRole('dialog', { name: 'Incoming Call' });
  await expect(modal).toBeVisible();
  // First, while its 2 s run (the clock is real here).
  await expectNotice(page, 'Call request sent successfully!');
  await expect(modal.getByText('Call connecting...')).toBeVisible();
  await expect(modal.getByText(`+91 ${CALLER}`)).toBeVisible();
  // Each number is on one line: never +91 on one line and the digits on the next.
  for (const text of [`+91 ${CALLER}`, SEED_MASKED_OWNER]) {
    const lines = await modal.getByText(text, { exact: true }).evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)))
        .size;
    });
    expect(lines, text).toBe(1);
  }
  expect(await page.content()).not.toContain(ASHA_LOCAL);
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(modal).toBeHidden();
  // The page confirms the request (contact-confirmation.spec.ts); back on the form, phone and characters are empty.
  await page.getByRole('button', { name: 'Contact the owner again' }).click();
  await expect(page.getByLabel('Your mobile number')).toHaveValue('');
  await expect(page.getByLabel('Character 1 of 4')).toHaveValue('');
  expect((await outbox(request, ASHA)).some((message) => message.text.includes('Incoming call request'))).toBe(true);
});

test('a tap outside the call button cancels the auto-call; the button still calls', async ({ page }) => {
  // The page's clock is faked and paused before the number that starts the auto-call is typed: from then on
  // it moves only when the test moves it, so the 1.5 s cannot run out before the tap lands, however slow
  // the machine is.
  await page.clock.install();
  await openForm(page);
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  await pauseClockSoon(page, 500);
  await page.getByLabel('Your mobile number').fill(CALLER);
  const passed = page.getByText('Verification passed (test)');
  for (let step = 0; step < 50 && !(await passed.isVisible()); step++) await page.clock.runFor(100);
  await verified(page);
  const progress = page.getByRole('progressbar', { name: 'Calling the owner automatically' });
  await expect(progress).toBeVisible();
  let sent = 0;
  page.on('request', (r) => {
    if (r.url() === `${API_URL}/vehicle/inform`) sent += 1;
  });
  await page.getByRole('heading', { name: 'Contact Vehicle Owner' }).click();
  await expect(progress).toBeHidden();
  // Well past the 1.5 s, by the page's clock: nothing is sent.
  await page.clock.runFor(2000);
  expect(sent).toBe(0);
  await page.clock.resume();
  await expect(page.getByText('Tap to call')).toBeVisible();

  await page.getByRole('button', { name: 'Call the owner' }).click();
  await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toBeVisible();
  expect(sent).toBe(1);
  // The close button also closes the modal.
  await page.getByRole('dialog', { name: 'Incoming Call' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toBeHidden();
});

for (const [reason, label, emergency] of [
  ['WRONG_PARKING', 'Wrong Parking', false],
  ['DOOR_UNLOCKED', 'Door Unlocked', false],
  ['ACCIDENT', 'Accident', true],
  ['BABY_INSIDE', 'Baby Inside', true],
] as const) {
  test(`a ${label} message is sent with emergency ${emergency}`, async ({ page, request }) => {
    await openForm(page);
    await page.getByRole('tab', { name: 'Send Message' }).click();
    const send = page.getByRole('button', { name: 'Send Message' });
    await expect(send).toBeDisabled();
    await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await verified(page);
    const informRequest = page.waitForRequest(`${API_URL}/vehicle/inform`);
    await send.click();
    expect((await informRequest).postDataJSON()).toMatchObject({
      isContactOwner: false,
      reason,
      isEmergency: emergency,
      informerContact: '',
      vehicleRegistrationDigits: USED_LAST4,
      uidString: USED_STICKER,
    });
    await expectNotice(page, 'Message sent successfully!');
    // The page says what was sent, lastingly, in place of the form (contact-confirmation.spec.ts has the rest).
    const confirmation = page.getByRole('region', { name: 'The owner has been informed' });
    await expect(confirmation).toContainText(label);
    await expect(confirmation.getByRole('link', { name: 'Call 112' })).toHaveCount(emergency ? 1 : 0);
    // Send another: the form again, the reason cleared, the characters kept.
    await confirmation.getByRole('button', { name: 'Send another' }).click();
    await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByLabel('Character 4 of 4')).toHaveValue(USED_LAST4.slice(-1));
    // After a submission the challenge runs again.
    await verified(page);
    expect((await outbox(request, ASHA)).some((message) => message.text.includes(label))).toBe(true);
  });
}

test('the location is sent when the browser grants it', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 28.4595, longitude: 77.0266 });
  await openForm(page);
  await page.getByRole('tab', { name: 'Send Message' }).click();
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  await page.getByRole('button', { name: 'Wrong Parking' }).click();
  await verified(page);
  const informRequest = page.waitForRequest(`${API_URL}/vehicle/inform`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  expect((await informRequest).postDataJSON()).toMatchObject({ latitude: 28.4595, longitude: 77.0266 });
});

test('field rules: the vehicle characters and the caller phone', async ({ page }) => {
  await openForm(page);
  await typeBoxes(page, 'Character 1 of 4', 'a1');
  await expect(page.getByLabel('Character 1 of 4')).toHaveValue('A');
  await page.getByLabel('Your mobile number').click();
  await expect(page.getByText('Please enter the last 4 digits of the vehicle number')).toBeVisible();
  await page.getByLabel('Your mobile number').fill('98765');
  await page.getByRole('heading', { name: 'Contact Vehicle Owner' }).click();
  await expect(page.getByText('Please enter a valid 10-digit phone number')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Call the owner' })).toBeDisabled();
});

/** An answer of the API to vehicle/inform that fails: a status (with a body), or no answer at all. */
type InformFailure = { status: number; body?: unknown } | 'network';

/** Makes each attempt against each failure in turn, expecting its notice; the API answers again after each. */
async function eachInformFailure(
  page: Page,
  attempt: (expected: string) => Promise<void>,
  failures: [InformFailure, string][],
) {
  for (const [failure, expected] of failures) {
    if (failure === 'network') await abortApi(page, 'vehicle/inform');
    else await failApi(page, 'vehicle/inform', failure.status, failure.body);
    await attempt(expected);
    await page.unrouteAll({ behavior: 'wait' });
  }
}

test('call failures: server message, status fallback, network fallback, missing masked contact', async ({ page }) => {
  await openForm(page);
  const attempt = async (expected: string) => {
    await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
    await page.getByLabel('Your mobile number').fill(CALLER);
    await verified(page);
    await page.getByRole('button', { name: 'Call the owner' }).click();
    await expectNotice(page, expected);
    await page.getByLabel('Your mobile number').fill('');
    await typeBoxes(page, 'Character 1 of 4', '');
  };
  await eachInformFailure(page, attempt, [
    [{ status: 500, body: { message: 'Owner line busy' } }, 'Owner line busy'],
    [{ status: 500 }, 'Failed to initiate call'],
    ['network', 'An error occurred while initiating the call'],
    [{ status: 200, body: { message: 'ok' } }, 'Failed to initiate call'],
  ]);
  await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toHaveCount(0);
});

test('message failures: server message, status fallback, network fallback', async ({ page }) => {
  await openForm(page);
  await page.getByRole('tab', { name: 'Send Message' }).click();
  const attempt = async (expected: string) => {
    await page.getByLabel('Character 1 of 4').click();
    await page.keyboard.press('Backspace');
    await sendMessage(page, USED_LAST4, 'Door Unlocked');
    await expectNotice(page, expected);
  };
  await eachInformFailure(page, attempt, [
    [{ status: 500 }, 'Failed to submit form'],
    ['network', 'An error occurred while submitting the form'],
  ]);
  // The local API's own message for wrong characters (contact-confirmation.spec.ts: the boxes are marked too).
  await page.getByLabel('Character 1 of 4').click();
  await sendMessage(page, '9999', 'Door Unlocked');
  await expectNotice(page, 'Vehicle number does not match');
});

test('a paused vehicle answers with the server message', async ({ page }) => {
  await openForm(page, PAUSED_STICKER);
  await page.getByRole('tab', { name: 'Send Message' }).click();
  await sendMessage(page, PAUSED_LAST4, 'Accident');
  await expectNotice(page, 'The owner has paused alerts for this vehicle. Please try again later.');
});

test('a temporary number prefills the characters', async ({ page }) => {
  await openForm(page, TEMP_STICKER);
  await expect(page.getByLabel('Character 1 of 4')).toHaveValue('9');
  await expect(page.getByLabel('Character 4 of 4')).toHaveValue('2');
});

test('a logged-in visitor gets their phone prefilled', async ({ page, signIn }) => {
  await signIn(ASHA);
  await openForm(page);
  await expect(page.getByLabel('Your mobile number')).toHaveValue(ASHA_LOCAL);
});

test('a user-info failure on the form is silent', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'login/user-info', 500, { message: 'boom' }, 'GET');
  await openForm(page);
  await expect(page.getByLabel('Your mobile number')).toHaveValue('');
  await expect(page.getByText('Failed to fetch user info')).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/${USED_STICKER}$`));
});

test('uid status states: each has the brand, an h1, an explanation and a link home', async ({ page }) => {
  await page.goto('/NOSUCHUID1');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this sticker' })).toBeVisible();
  await expect(page.getByText('This QR code is not a registered QR Vehicle Contact sticker.')).toBeVisible();
  // An unknown sticker says what to do, and offers Try Again like every failure (docs/product.md §2).
  await expect(page.getByText('Scan the sticker on the vehicle again, with the whole code in view')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'QR Vehicle Contact' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');

  await failApi(page, 'uid-status/QRUSED0001', 503, undefined, 'GET');
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'We could not check this sticker' })).toBeVisible();
  await expect(page.getByText('Check your connection and try again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Home' }).click();
  await expect(page.getByText('10K+')).toBeVisible();

  await page.unrouteAll({ behavior: 'wait' });
  const release = await holdRequests(page, `${API_URL}/uid-status/QRUSED0001`);
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Checking the sticker' })).toBeVisible();
  await expect(page.getByText('Finding the vehicle this sticker belongs to.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'QR Vehicle Contact' })).toHaveAttribute('href', '/');
  release();
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
});

test('uid status: spinner, then the server message, the status code or the fallback, each with Try Again', async ({
  page,
}) => {
  await page.goto('/NOSUCHUID1');
  await expect(page.getByText('Sticker not found')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  // docs/product.md §8: the notification bar says it too, once: 'vehicle status' for a failed request,
  // 'vehicle information' for an answer that could not be read.
  const shownNotices = await recordNotices(page);
  await failApi(page, 'uid-status/QRUSED0001', 500, undefined, 'GET');
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('alert').getByText('Request failed with status 500')).toBeVisible();
  await expect.poll(shownNotices).toEqual(['Failed to fetch vehicle status']);

  await page.unrouteAll({ behavior: 'wait' });
  await page.route(`${API_URL}/uid-status/QRUSED0001`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"unexpected":true}' }),
  );
  await page.goto(`/${USED_STICKER}`);
  await expect(page.getByRole('alert').getByText('Failed to check vehicle status')).toBeVisible();
  await expect.poll(shownNotices).toEqual(['Failed to fetch vehicle information']);

  await page.unrouteAll({ behavior: 'wait' });
  const release = await holdRequests(page, `${API_URL}/uid-status/QRUSED0001`);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checking the sticker' })).toBeAttached();
  release();
  await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
});
