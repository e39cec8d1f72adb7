import { ASHA, UNUSED_STICKER } from '../public/helpers';
import { latestOtp } from '../support/api';
import { expect, test } from '../support/fixtures';

test('a mobile number field that blurs itself at 10 digits keeps focus in its group, drawing no box; Tab goes on', async ({
  page,
}) => {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  const primary = page.getByLabel('Primary contact (WhatsApp)');
  await primary.click();
  await page.keyboard.type('9700000201');
  // The spec's blur closes the phone's keyboard; a screen reader keeps its place on the field's hint line.
  await expect(primary).not.toBeFocused();
  const hint = page.getByText('Alerts and the OTP are sent to this WhatsApp number.');
  await expect(hint).toBeFocused();
  await expect(hint).toHaveCSS('outline-style', 'none');
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
