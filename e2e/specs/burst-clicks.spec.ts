/**
 * One request per action: three clicks inside one task (a fast double tap on a slow phone, an assistive
 * tool) reach a control before React re-renders it as busy. Each submitting control must still send its
 * request once (shared-ui's useSingleFlight).
 */
import type { Locator, Page } from '@playwright/test';
import { openContactEdit, pausedBadge, resumeScrolled, watchResumeScroll } from './owner/owner-helpers';
import { API_URL, latestOtp, outbox } from './support/api';
import { expect, expectNotice, test } from './support/fixtures';

const ASHA = '919876543210';
const ASHA_LOCAL = '9876543210';
const CALLER = '9123456780';
const NEW_OWNER = '919700000301';
const NEW_EMERGENCY = '919700000302';

/** Counts the requests the page sends with this method to this API path (CORS preflights excluded). */
function countRequests(page: Page, method: string, path: string) {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === method && request.url() === `${API_URL}/${path}`) count += 1;
  });
  return () => count;
}

/** Three clicks in one task, before React can re-render the control. */
async function burstClick(control: Locator) {
  await expect(control).toBeEnabled();
  await control.evaluate((element: HTMLElement) => {
    element.click();
    element.click();
    element.click();
  });
}

async function verified(page: Page) {
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
}

async function typeBoxes(page: Page, firstBoxLabel: string, text: string) {
  await page.getByLabel(firstBoxLabel, { exact: true }).click();
  await page.keyboard.type(text);
}

async function openLoginAndFillPhone(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile number').fill(ASHA_LOCAL);
  return dialog;
}

test.describe('login', () => {
  test('Send OTP sends one initiation', async ({ page }) => {
    const dialog = await openLoginAndFillPhone(page);
    const initiations = countRequests(page, 'POST', 'login/phone-login-initiate');
    await burstClick(dialog.getByRole('button', { name: 'Send OTP' }));
    await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
    expect(initiations()).toBe(1);
  });

  test('a code pasted three times in one task is verified once (Verify OTP submits on the fourth digit)', async ({
    page,
    request,
  }) => {
    const dialog = await openLoginAndFillPhone(page);
    await dialog.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
    const code = await latestOtp(request, ASHA);
    const verifications = countRequests(page, 'POST', 'login/phone-login-verify');
    // The Verify OTP button is disabled until four digits are there, and four digits submit at once:
    // the burst this step meets is a code suggestion tapped repeatedly.
    await page.getByLabel('Digit 1 of 4', { exact: true }).evaluate((box, text) => {
      for (let i = 0; i < 3; i++) {
        const data = new DataTransfer();
        data.setData('text/plain', text);
        box.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      }
    }, code);
    await expect(page).toHaveURL(/\/admin$/);
    expect(verifications()).toBe(1);
  });
});

test.describe('scanner page', () => {
  test('the call button sends one call request', async ({ page }) => {
    await page.goto('/QRUSED0001');
    await typeBoxes(page, 'Character 1 of 4', '1234');
    await page.getByLabel('Your mobile number').fill(CALLER);
    await verified(page);
    // A tap elsewhere cancels the automatic call, so only the burst can send.
    await page.getByRole('heading', { name: 'Contact Vehicle Owner' }).click();
    await expect(page.getByText('Tap to call')).toBeVisible();
    const informs = countRequests(page, 'POST', 'vehicle/inform');
    await burstClick(page.getByRole('button', { name: 'Call the owner' }));
    await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toBeVisible();
    await expectNotice(page, 'Call request sent successfully!');
    expect(informs()).toBe(1);
  });

  test('Send Message sends one alert, and the owner gets one WhatsApp message', async ({ page, request }) => {
    await page.goto('/QRUSED0001');
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await typeBoxes(page, 'Character 1 of 4', '1234');
    await page.getByRole('button', { name: 'Door Unlocked' }).click();
    await verified(page);
    const alertsBefore = (await outbox(request, ASHA)).filter((message) => message.kind === 'alert').length;
    const informs = countRequests(page, 'POST', 'vehicle/inform');
    await burstClick(page.getByRole('button', { name: 'Send Message' }));
    await expectNotice(page, 'Message sent successfully!');
    expect(informs()).toBe(1);
    const alertsAfter = (await outbox(request, ASHA)).filter((message) => message.kind === 'alert').length;
    expect(alertsAfter - alertsBefore).toBe(1);
  });
});

test.describe('registration', () => {
  async function fillDetails(page: Page) {
    await page.goto('/vehicle-registration/QRNEW00001');
    await page.getByLabel('Vehicle number').fill('HR26DQ7001');
    await page.getByLabel('Primary contact (WhatsApp)').fill(NEW_OWNER.slice(2));
    await page.getByLabel('Emergency contact').fill(NEW_EMERGENCY.slice(2));
    await verified(page);
  }
  const codeStep = (page: Page) => page.getByText('Enter the 4-digit code we sent on WhatsApp to');

  test('Continue sends one code', async ({ page }) => {
    await fillDetails(page);
    const initiations = countRequests(page, 'POST', 'login/phone-login-initiate');
    await burstClick(page.getByRole('button', { name: 'Continue' }));
    await expect(codeStep(page)).toBeVisible();
    expect(initiations()).toBe(1);
  });

  test('Resend OTP sends one more code', async ({ page }) => {
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(codeStep(page)).toBeVisible();
    await verified(page);
    const initiations = countRequests(page, 'POST', 'login/phone-login-initiate');
    await burstClick(page.getByRole('button', { name: 'Resend OTP' }));
    await expect(page.getByText('A new code was sent on WhatsApp.')).toBeVisible();
    expect(initiations()).toBe(1);
  });

  test('Verify & Register verifies once and registers once', async ({ page, request }) => {
    await fillDetails(page);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(codeStep(page)).toBeVisible();
    await typeBoxes(page, 'Digit 1 of 4', await latestOtp(request, NEW_OWNER));
    const verifications = countRequests(page, 'POST', 'login/phone-login-verify');
    const registrations = countRequests(page, 'POST', 'vehicle');
    await burstClick(page.getByRole('button', { name: 'Verify & Register' }));
    await expect(page).toHaveURL(/\/vehicle-info$/);
    await expect(page.getByText('HR26DQ7001').first()).toBeVisible();
    expect(verifications()).toBe(1);
    expect(registrations()).toBe(1);
  });
});

test.describe('owner portal', () => {
  test('Drop your query sends one query', async ({ page, signIn }) => {
    await signIn(ASHA, '/help');
    await page.getByRole('textbox').fill('Can I add a second WhatsApp number?');
    const queries = countRequests(page, 'POST', 'query');
    await burstClick(page.getByRole('button', { name: 'Drop your query' }));
    await expectNotice(page, 'Query submitted successfully!');
    expect(queries()).toBe(1);
  });

  test('Resume Service on the vehicle details sends one resume', async ({ page, signIn }) => {
    await watchResumeScroll(page);
    await signIn(ASHA, '/vehicle-details/QRPAUSED01');
    await resumeScrolled(page);
    const resumes = countRequests(page, 'PUT', 'vehicle/resume/QRPAUSED01');
    await burstClick(page.getByRole('button', { name: 'Resume Service' }));
    await expectNotice(page, 'Vehicle service resumed successfully');
    await expect(page.getByRole('button', { name: 'Pause Service' })).toBeVisible();
    expect(resumes()).toBe(1);
  });

  test('Resume Service from the Paused badge sends one resume', async ({ page, signIn }) => {
    await signIn(ASHA, '/vehicle-info');
    await pausedBadge(page, 'HR26DK8337').click();
    const dialog = page.getByRole('dialog', { name: 'Service paused' });
    const resumes = countRequests(page, 'PUT', 'vehicle/resume/QRPAUSED01');
    await burstClick(dialog.getByRole('button', { name: 'Resume Service' }));
    await expectNotice(page, 'Vehicle service resumed successfully');
    await expect(dialog).toBeHidden();
    expect(resumes()).toBe(1);
  });

  test('Save Contact sends one update', async ({ page, signIn }) => {
    await signIn(ASHA, '/vehicle-details/QRUSED0001');
    const { dialog, field, saveButton } = await openContactEdit(page, 'Emergency');
    await field.fill('9833333334');
    const updates = countRequests(page, 'PUT', 'vehicle/update-info/QRUSED0001');
    await burstClick(saveButton);
    await expectNotice(page, 'Emergency contact updated successfully');
    await expect(dialog).toBeHidden();
    expect(updates()).toBe(1);
  });

  test('Save Number sends one update', async ({ page, signIn }) => {
    await signIn(ASHA, '/vehicle-details/QRTEMP0001');
    await page.getByRole('button', { name: 'Update Number' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Vehicle Number' });
    await dialog.getByLabel('Vehicle number', { exact: true }).fill('MH12AB9999');
    const updates = countRequests(page, 'PUT', 'vehicle/update-info/QRTEMP0001');
    await burstClick(dialog.getByRole('button', { name: 'Save Number' }));
    await expectNotice(page, 'Vehicle number updated successfully');
    await expect(page.getByTestId('vehicle-number')).toHaveText('MH12AB9999');
    expect(updates()).toBe(1);
  });

  test('the pause confirmation sends one pause', async ({ page, signIn }) => {
    await signIn(ASHA, '/vehicle-details/QRUSED0001');
    await page.getByRole('button', { name: 'Pause Service' }).click();
    const pauses = countRequests(page, 'PUT', 'vehicle/pause/QRUSED0001');
    // A click without a pointer (detail 0, as assistive technology sends) confirms the swipe control. The
    // control itself confirms once per attempt, and the sheet's confirmation is single-flight too.
    await burstClick(
      page.getByRole('dialog', { name: 'Pause Service' }).getByRole('button', { name: 'Swipe to pause' }),
    );
    await expectNotice(page, 'Vehicle paused for 24 hours');
    expect(pauses()).toBe(1);
  });
});
