import type { Page } from '@playwright/test';
import { API_URL } from '../support/api';
import { SITE_ORIGIN } from '../support/ports';
import { ASHA, expect, expectNotice, failApi, TEMP, test, USED } from './owner-helpers';

const AUTH_REQUIRED = 'Authentication required. Please log in again.';
const AUTH_REQUIRED_HI = 'आपका लॉग इन ख़त्म हो गया है। कृपया फिर से लॉग इन करें।';

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('authToken'));
/** Everything this tab keeps in sessionStorage (where a typed value waits for the next login). */
const sessionValues = (page: Page) => page.evaluate(() => Object.values(sessionStorage));

/** The three edits of /vehicle-details/{id}, each with a value typed into its dialog. */
const EDITS = [
  {
    opens: 'Edit alternate contact',
    dialog: 'Edit Alternate Contact',
    field: 'Alternate contact',
    save: 'Save Contact',
    uid: USED.uid,
    typed: '9833333333',
    saved: 'Alternate contact updated successfully',
  },
  {
    opens: 'Edit emergency contact',
    dialog: 'Edit Emergency Contact',
    field: 'Emergency contact',
    save: 'Save Contact',
    uid: USED.uid,
    typed: '9844444444',
    saved: 'Emergency contact updated successfully',
  },
  {
    opens: 'Update Number',
    dialog: 'Update Vehicle Number',
    field: 'Vehicle number',
    save: 'Save Number',
    uid: TEMP.uid,
    typed: 'MH12AB9999',
    saved: 'Vehicle number updated successfully',
  },
] as const;

async function openEdit(page: Page, edit: (typeof EDITS)[number]) {
  await page.getByRole('button', { name: edit.opens }).click();
  const dialog = page.getByRole('dialog', { name: edit.dialog });
  return { dialog, field: dialog.getByLabel(edit.field, { exact: true }) };
}

/** Logs in again in this tab (the page's sessionStorage stays) and opens the vehicle. */
async function backWithSession(page: Page, token: string, uid: string) {
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  await page.goto(`/vehicle-details/${uid}`);
  await expect(page.getByTestId('vehicle-number')).toBeVisible();
}

for (const edit of EDITS) {
  test(`${edit.opens} answered 401 says why, goes to /, and the typed value is back in the dialog after the login, until saved`, async ({
    page,
    signIn,
  }) => {
    const token = await signIn(ASHA);
    await page.goto(`/vehicle-details/${edit.uid}`);
    const first = await openEdit(page, edit);
    await first.field.fill(edit.typed);
    const undo = await failApi(page, 'PUT', `vehicle/update-info/${edit.uid}`, 401, { message: 'Unauthorized' });
    await first.dialog.getByRole('button', { name: edit.save }).click();
    await expectNotice(page, AUTH_REQUIRED);
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
    expect(await storedToken(page)).toBeNull();
    await undo();

    await backWithSession(page, token, edit.uid);
    const again = await openEdit(page, edit);
    await expect(again.field).toHaveValue(edit.typed);
    const sent = page.waitForRequest((r) => r.url().endsWith(`/vehicle/update-info/${edit.uid}`));
    await again.dialog.getByRole('button', { name: edit.save }).click();
    expect((await sent).headers().authorization).toBe(`Bearer ${token}`);
    await expectNotice(page, edit.saved);
    await expect(again.dialog).toBeHidden();
    // Saved: nothing is kept any more.
    expect(await sessionValues(page)).not.toContain(edit.typed);
  });
}

test('an edit that is closed without saving keeps nothing for later', async ({ page, signIn }) => {
  await signIn(ASHA, `/vehicle-details/${USED.uid}`);
  const { dialog, field } = await openEdit(page, EDITS[0]);
  await field.fill('9833333333');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  const again = await openEdit(page, EDITS[0]);
  await expect(again.field).toHaveValue(USED.alternateContact.slice(2));
  expect(await sessionValues(page)).not.toContain('9833333333');
});

test('a logout in another tab: the open vehicle stops showing at once, nothing is sent without a token, and the typed value waits for the login', async ({
  page,
  context,
  signIn,
}) => {
  const token = await signIn(ASHA);
  await page.goto(`/vehicle-details/${USED.uid}`);
  await expect(page.getByTestId('alternate-contact')).toBeVisible();
  const { field } = await openEdit(page, EDITS[0]);
  await field.fill('9833333333');
  const unsigned: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(API_URL) && !request.headers().authorization) unsigned.push(request.url());
  });

  const other = await context.newPage();
  await other.goto('/admin');
  await other.getByRole('button', { name: 'Open menu' }).click();
  await other.getByRole('button', { name: 'Logout' }).click();

  await expect(page.getByRole('heading', { name: 'Session Expired' })).toBeVisible();
  await expect(page.getByTestId('vehicle-number')).toHaveCount(0);
  await expect(page.getByTestId('alternate-contact')).toHaveCount(0);
  await expect(page.getByTestId('emergency-contact')).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(USED.registrationNumber)).toHaveCount(0);
  expect(unsigned).toEqual([]);

  await backWithSession(page, token, USED.uid);
  const again = await openEdit(page, EDITS[0]);
  await expect(again.field).toHaveValue('9833333333');
  expect(unsigned).toEqual([]);
});

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a 401 on an edit says so in Hindi, and the typed value is kept', async ({ page, signIn }) => {
    const token = await signIn(ASHA);
    await page.goto(`/vehicle-details/${USED.uid}`);
    await page.getByRole('button', { name: 'इमरजेंसी नंबर बदलें' }).click();
    const dialog = page.getByRole('dialog', { name: 'इमरजेंसी नंबर बदलें' });
    await dialog.getByLabel('इमरजेंसी नंबर', { exact: true }).fill('9844444444');
    const undo = await failApi(page, 'PUT', `vehicle/update-info/${USED.uid}`, 401, { message: 'Unauthorized' });
    await dialog.getByRole('button', { name: 'नंबर सेव करें' }).click();
    await expectNotice(page, AUTH_REQUIRED_HI);
    await expect(page).toHaveURL(`${SITE_ORIGIN}/`);

    await undo();
    await backWithSession(page, token, USED.uid);
    await page.getByRole('button', { name: 'इमरजेंसी नंबर बदलें' }).click();
    await expect(dialog.getByLabel('इमरजेंसी नंबर', { exact: true })).toHaveValue('9844444444');
  });
});
