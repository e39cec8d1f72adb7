import type { Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { failApi } from '../owner/owner-helpers';
import {
  ALERT_LABELS,
  fillAlert,
  fillRegistrationDetails,
  PAUSED_LAST4,
  PAUSED_STICKER,
  REGISTRATION_LABELS,
  UNUSED_STICKER,
} from '../public/helpers';
import { LOADING_STATES, openLoading, settled } from '../support/a11y-states';
import { expectNoAxeViolations } from '../support/axe';
import { expect, expectNotice, test } from '../support/fixtures';
import { EVERY_ROUTE } from '../support/routes';

// Independent tests (each on a freshly reset API): spread over both workers, so that this long file is not
// one worker's tail at the end of the run.
test.describe.configure({ mode: 'parallel' });

// axe in Hindi on every route of EVERY_ROUTE not audited by hindi-public-a11y and hindi-shell-a11y, with the
// overlays of the owner pages opened on their route, and the loading, error, empty and second-step states.

test.use({ bypassCSP: true, locale: 'hi-IN' });

const ASHA = SEED.owners.asha.phone;
const ADMIN = SEED.admins.priya.phone;

/** The routes whose Hindi page the other Hindi a11y specs already audit. */
const AUDITED_ELSEWHERE = new Set(['/', '/QRUSED0001', `/vehicle-registration/${UNUSED_STICKER}`, '/admin/queries']);

/** Opens the dialog `name` with a click on the button `opener` and audits the page with it open. */
async function auditDialog(page: Page, opener: string, name: string | RegExp) {
  await page.getByRole('button', { name: opener, exact: true }).first().click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, `${String(name)} (hi)`);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name })).toBeHidden();
}

/** The overlays an owner page opens, audited on its route after the page itself. */
const OVERLAYS: Readonly<Record<string, (page: Page) => Promise<void>>> = {
  '/admin': (page) => auditDialog(page, 'मेन्यू खोलें', 'मेन्यू'),
  '/vehicle-info': (page) => auditDialog(page, 'WhatsApp', /WhatsApp अलर्ट/),
  [`/vehicle-details/${SEED.vehicles.used.uid}`]: async (page) => {
    await auditDialog(page, 'इमरजेंसी नंबर बदलें', 'इमरजेंसी नंबर बदलें');
    await auditDialog(page, 'सर्विस रोकें', 'सर्विस रोकें');
  },
};

for (const [path, phone] of EVERY_ROUTE.filter(([route]) => !AUDITED_ELSEWHERE.has(route))) {
  test(`${path} in Hindi has no axe violations`, async ({ page, signIn }) => {
    // The overlays are audited too: three audits and more in one test.
    if (OVERLAYS[path]) test.slow();
    if (phone) await signIn(phone);
    await page.goto(path);
    await settled(page);
    await expectNoAxeViolations(page, `${path} (hi)`);
    await OVERLAYS[path]?.(page);
  });
}

for (const { path, held } of LOADING_STATES) {
  test(`${path} loading in Hindi has no axe violations`, async ({ page, signIn }) => {
    await signIn(path === '/admin/queries' ? ADMIN : ASHA);
    const release = await openLoading(page, path, held);
    await expectNoAxeViolations(page, `${path} loading (hi)`);
    await release();
  });
}

test('an owner error state in Hindi has no axe violations', async ({ page, signIn }) => {
  await signIn(ASHA);
  await failApi(page, 'GET', 'vehicle/user-portal-info', 500);
  await page.goto('/vehicle-info');
  await expect(page.getByRole('button', { name: 'फिर से कोशिश करें' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'the vehicle list error (hi)');
});

test('the empty vehicle list in Hindi has no axe violations', async ({ page, signIn }) => {
  await signIn(SEED.owners.bharat.phone, '/vehicle-info');
  await expect(page.getByRole('heading', { name: 'अभी कोई गाड़ी नहीं' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'the empty vehicle list (hi)');
});

test('an alert refused for a paused vehicle in Hindi has no axe violations', async ({ page }) => {
  const paused = { sticker: PAUSED_STICKER, last4: PAUSED_LAST4, reason: 'गलत पार्किंग' };
  await (await fillAlert(page, paused, ALERT_LABELS.hi)).click();
  await expect(page.getByRole('tabpanel', { name: 'संदेश भेजें' })).toBeFocused();
  await expectNoAxeViolations(page, 'a paused vehicle refuses the alert (hi)');
});

test('an alert sent in Hindi has no axe violations', async ({ page }) => {
  const used = { sticker: 'QRUSED0001', last4: '1234', reason: 'गलत पार्किंग' };
  await (await fillAlert(page, used, ALERT_LABELS.hi)).click();
  await expectNotice(page, 'संदेश भेज दिया गया!');
  await expectNoAxeViolations(page, 'an alert sent (hi)');
});

test('the login code step in Hindi has no axe violations', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await page.getByLabel('मोबाइल नंबर').fill('9876543210');
  await page.getByRole('button', { name: 'OTP भेजें' }).click();
  await expect(page.getByLabel('4 में से अंक 1', { exact: true })).toBeFocused();
  await settled(page);
  await expectNoAxeViolations(page, 'the login code step (hi)');
});

test('the registration code step in Hindi has no axe violations', async ({ page }) => {
  await (await fillRegistrationDetails(page, REGISTRATION_LABELS.hi)).click();
  await expect(page.getByLabel('4 में से अंक 1', { exact: true })).toBeFocused();
  await settled(page);
  await expectNoAxeViolations(page, 'the registration code step (hi)');
});

test('a paused vehicle in Hindi has no axe violations', async ({ page, signIn }) => {
  await signIn(ASHA, `/vehicle-details/${SEED.vehicles.paused.uid}`);
  await expect(page.getByRole('button', { name: 'सर्विस चालू करें' })).toBeVisible();
  await settled(page);
  await expectNoAxeViolations(page, 'a paused vehicle (hi)');
});
