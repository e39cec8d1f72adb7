import { ASHA, UNUSED_STICKER } from '../public/helpers';
import { latestOtp } from '../support/api';
import { expect, test } from '../support/fixtures';

test('a mobile number field keeps focus at its 10th digit, the hint drawing no box; Tab goes on', async ({ page }) => {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  const primary = page.getByLabel('Primary contact (WhatsApp)');
  await primary.click();
  await page.keyboard.type('9700000201');
  await expect(primary).toBeFocused();
  await expect(primary).toHaveValue('9700000201');
  const hint = page.getByText('Alerts and the OTP are sent to this WhatsApp number.');
  await expect(hint).not.toHaveAttribute('tabindex');
  // A wrong number's error shows at the 10th digit while the owner is still in the field.
  await primary.fill('');
  await page.keyboard.type('1234567890');
  await expect(primary).toBeFocused();
  await expect(page.getByText('Please enter a valid Indian mobile number')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Emergency contact')).toBeFocused();
});

test("the OTP's first box takes the platform's one-time-code suggestion and spreads it over the four", async ({
  page,
  request,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Mobile number').fill(ASHA.slice(2));
  await dialog.getByRole('button', { name: 'Send OTP' }).click();
  const otp = page.getByRole('dialog', { name: 'Enter OTP' });
  const first = otp.getByLabel('Digit 1 of 4', { exact: true });
  await expect(first).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(first).toBeFocused();
  // An autofill sets the whole code as the focused box's value in one input event.
  await first.fill(await latestOtp(request, ASHA));
  await expect(page).toHaveURL(/\/admin$/);
});
