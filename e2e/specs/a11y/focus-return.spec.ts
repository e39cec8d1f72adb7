import type { Locator, Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { dragHandle, trackWidth } from '../owner/owner-helpers';
import { typeBoxes, USED_LAST4, USED_STICKER } from '../public/helpers';
import { expect, test } from '../support/fixtures';

// Controlled dialogs and sheets give focus back to the control that opened them when they close (shared-ui's
// Dialog and BottomSheet), or to the page's heading when that control is gone; never to <body>.

const ASHA = SEED.owners.asha.phone;
const ADMIN = SEED.admins.priya.phone;
const USED = SEED.vehicles.used;

/** Opens an overlay from `opener` with the keyboard, as a keyboard user would, and returns it. */
async function openWithKeyboard(opener: Locator, overlay: Locator) {
  await opener.focus();
  await opener.press('Enter');
  await expect(overlay).toBeVisible();
  return overlay;
}

async function expectFocusBackOn(page: Page, overlay: Locator, target: Locator) {
  await expect(overlay).toBeHidden();
  await expect(target).toBeFocused();
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
}

/** Opens the overlay from `opener` with the keyboard, closes it with Escape: focus is back on `opener`. */
async function expectEscapeReturnsFocus(page: Page, opener: Locator, overlay: Locator) {
  await openWithKeyboard(opener, overlay);
  await page.keyboard.press('Escape');
  await expectFocusBackOn(page, overlay, opener);
}

test('the login dialog returns focus to Login', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('button', { name: 'Login', exact: true });
  await expectEscapeReturnsFocus(page, login, page.getByRole('dialog', { name: 'Login' }));
});

test("Incoming Call, whose opener gives way to the call's confirmation, returns focus to that confirmation's heading", async ({
  page,
}) => {
  await page.goto(`/${USED_STICKER}`);
  await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
  await page.getByLabel('Your mobile number').fill('9123456780');
  await expect(page.getByText('Verification passed (test)')).toBeVisible();
  // A tap elsewhere cancels the automatic call; the button then calls on demand.
  await page.getByRole('heading', { name: 'Contact Vehicle Owner' }).click();
  const call = page.getByRole('button', { name: 'Call the owner' });
  const modal = await openWithKeyboard(call, page.getByRole('dialog', { name: 'Incoming Call' }));
  await modal.getByRole('button', { name: 'OK' }).click();
  await expectFocusBackOn(page, modal, page.getByRole('heading', { name: 'Your call request is on its way' }));
});

test("a vehicle badge's dialog returns focus to the badge", async ({ page, signIn }) => {
  await signIn(ASHA, '/vehicle-info');
  const item = page.getByRole('listitem').filter({ hasText: USED.registrationNumber });
  const badge = item.getByRole('button', { name: 'WhatsApp' });
  const dialog = await openWithKeyboard(badge, page.getByRole('dialog', { name: /WhatsApp alerts/ }));
  await dialog.getByRole('button', { name: 'Got it' }).click();
  await expectFocusBackOn(page, dialog, badge);
});

test('Query Details returns focus to the query row', async ({ page, signIn }) => {
  await signIn(ADMIN, '/admin/queries');
  const row = page.getByRole('button', { name: /Query #25/ });
  const dialog = await openWithKeyboard(row, page.getByRole('dialog', { name: 'Query Details' }));
  await dialog.getByRole('button', { name: 'Mark as Noted' }).click();
  await expectFocusBackOn(page, dialog, row);
});

test('the owner menu returns focus to Open menu', async ({ page, signIn }) => {
  await signIn(ASHA, '/admin');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expectEscapeReturnsFocus(page, menuButton, page.getByRole('dialog', { name: 'Menu' }));
});

test('an edit dialog returns focus to its edit button, after Save too', async ({ page, signIn }) => {
  await signIn(ASHA, `/vehicle-details/${USED.uid}`);
  const edit = page.getByRole('button', { name: 'Edit alternate contact' });
  const dialog = page.getByRole('dialog', { name: 'Edit Alternate Contact' });
  await expectEscapeReturnsFocus(page, edit, dialog);

  await openWithKeyboard(edit, dialog);
  await dialog.getByLabel('Alternate contact', { exact: true }).fill('9833333333');
  await dialog.getByRole('button', { name: 'Save Contact' }).click();
  await expectFocusBackOn(page, dialog, edit);
});

test('the pause sheet returns focus to Pause Service, also when it closes itself after a swipe', async ({
  page,
  signIn,
}) => {
  await signIn(ASHA, `/vehicle-details/${USED.uid}`);
  const pause = page.getByRole('button', { name: 'Pause Service' });
  const sheet = page.getByRole('dialog', { name: 'Pause Service' });
  await expectEscapeReturnsFocus(page, pause, sheet);

  await openWithKeyboard(pause, sheet);
  const handle = sheet.getByRole('button', { name: 'Swipe to pause' });
  await dragHandle(page, handle, ((await trackWidth(handle)) - 56) * 0.9);
  // The sheet closes by itself after 1.5 s; the same button now reads Resume Service.
  const paused = page.getByRole('dialog', { name: 'Vehicle Paused' });
  await expect(paused).toBeVisible();
  await expect(paused).toBeHidden({ timeout: 3000 });
  await expect(page.getByRole('button', { name: 'Resume Service' })).toBeFocused();
});
