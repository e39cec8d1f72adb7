import type { Locator, Page } from '@playwright/test';
import { SEED } from '../../tools/api/seed';
import { failApi } from './owner/owner-helpers';
import {
  fillAlert,
  fillRegistrationDetails,
  PAUSED_LAST4,
  PAUSED_STICKER,
  REGISTRATION_LABELS,
  typeBoxes,
  USED_LAST4,
  USED_STICKER,
} from './public/helpers';
import { LOADING_STATES, openLoading, settled } from './support/a11y-states';
import { expectNoAxeViolations } from './support/axe';
import { expect, expectNotice, test } from './support/fixtures';
import { EVERY_ROUTE } from './support/routes';

// Independent tests (each on a freshly reset API): spread over both workers, so that this long file is not
// one worker's tail at the end of the run.
test.describe.configure({ mode: 'parallel' });

// axe (WCAG 2.0-2.2 A and AA, and best practices) on every route of the shell's route table and on the
// main states: loading, each overlay open, an error state, an empty state, the steps of the public flows
// and what a send leaves. Any violation fails. i18n/hindi-*-a11y.spec.ts audit the same in Hindi.

// axe injects inline styles that the site's strict CSP would block (and the shared fixture fail on): the
// audit runs without the CSP, which the security specs check on their own.
test.use({ bypassCSP: true });

const ASHA = SEED.owners.asha.phone;
const BHARAT = SEED.owners.bharat.phone;
const ADMIN = SEED.admins.priya.phone;
const USED = SEED.vehicles.used.uid;

/** Opens an overlay with a click on `opener` and audits the settled page with the dialog open. */
async function auditOverlay(page: Page, opener: Locator, dialog: string | RegExp, label: string) {
  await opener.click();
  await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, label);
}

for (const [path, phone] of EVERY_ROUTE) {
  test(`${path} has no axe violations`, async ({ page, signIn }) => {
    if (phone) await signIn(phone);
    await page.goto(path);
    if (phone === ADMIN) await expect(page.getByRole('button', { name: /Query #25/ })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page, path);
  });
}

test('/r/{referralCode} (the login dialog opens by itself) has no axe violations', async ({ page }) => {
  await page.goto('/r/12345');
  await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, '/r/12345');
});

for (const { path, held } of LOADING_STATES) {
  test(`${path} loading has no axe violations`, async ({ page, signIn }) => {
    await signIn(path === '/admin/queries' ? ADMIN : ASHA);
    const release = await openLoading(page, path, held);
    await expectNoAxeViolations(page, `${path} loading`);
    await release();
  });
}

test("an alert refused for a paused vehicle's sticker has no axe violations", async ({ page }) => {
  await (await fillAlert(page, { sticker: PAUSED_STICKER, last4: PAUSED_LAST4, reason: 'Accident' })).click();
  await expectNotice(page, 'The owner has paused alerts for this vehicle. Please try again later.');
  await expectNoAxeViolations(page, 'a paused vehicle refuses the alert');
});

test('an alert sent has no axe violations', async ({ page }) => {
  await (await fillAlert(page, { sticker: USED_STICKER, last4: USED_LAST4, reason: 'Wrong Parking' })).click();
  await expectNotice(page, 'Message sent successfully!');
  await expectNoAxeViolations(page, 'an alert sent');
});

test('the login code step has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'the login code step');
});

test('the registration code step has no axe violations', async ({ page }) => {
  await (await fillRegistrationDetails(page, REGISTRATION_LABELS.en)).click();
  await expect(page.getByLabel('Digit 1 of 4', { exact: true })).toBeFocused();
  await settled(page);
  await expectNoAxeViolations(page, 'the registration code step');
});

test('a paused vehicle (Resume Service) has no axe violations', async ({ page, signIn }) => {
  await signIn(ASHA, `/vehicle-details/${SEED.vehicles.paused.uid}`);
  await expect(page.getByRole('button', { name: 'Resume Service' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'a paused vehicle');
});

test.describe('overlays open', () => {
  test('the login dialog', async ({ page }) => {
    await page.goto('/');
    await auditOverlay(page, page.getByRole('button', { name: 'Login', exact: true }), 'Login', 'the login dialog');
  });

  test('Incoming Call', async ({ page }) => {
    await page.goto(`/${USED_STICKER}`);
    await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
    await page.getByLabel('Your mobile number').fill('9123456780');
    await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toBeVisible();
    await settled(page);
    await expectNoAxeViolations(page, 'Incoming Call');
  });

  test('a badge dialog', async ({ page, signIn }) => {
    await signIn(ASHA, '/vehicle-info');
    await auditOverlay(
      page,
      page.getByRole('button', { name: 'WhatsApp' }).first(),
      /WhatsApp alerts/,
      'a badge dialog',
    );
  });

  test('Query Details', async ({ page, signIn }) => {
    await signIn(ADMIN, '/admin/queries');
    await auditOverlay(page, page.getByRole('button', { name: /Query #25/ }), 'Query Details', 'Query Details');
  });

  test('the owner menu', async ({ page, signIn }) => {
    await signIn(ASHA, '/admin');
    await auditOverlay(page, page.getByRole('button', { name: 'Open menu' }), 'Menu', 'the owner menu');
  });

  test('an edit dialog', async ({ page, signIn }) => {
    await signIn(ASHA, `/vehicle-details/${USED}`);
    await auditOverlay(
      page,
      page.getByRole('button', { name: 'Edit emergency contact' }),
      'Edit Emergency Contact',
      'an edit dialog',
    );
  });

  test('the pause sheet', async ({ page, signIn }) => {
    await signIn(ASHA, `/vehicle-details/${USED}`);
    await auditOverlay(page, page.getByRole('button', { name: 'Pause Service' }), 'Pause Service', 'the pause sheet');
  });
});

test('an error state (the vehicle list failed to load)', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'vehicle/user-portal-info', 500);
  await page.goto('/vehicle-info');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'the vehicle list error');
});

test('an empty state (an owner with no vehicles)', async ({ page, signIn }) => {
  await signIn(BHARAT, '/vehicle-info');
  await expect(page.getByRole('heading', { name: 'No vehicles yet' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'the empty vehicle list');
});
