/**
 * Not a check: saves PNGs of the public pages at a phone and a desktop width for visual review.
 * Runs only with SHOTS=1 (SHOTS=1 pnpm exec playwright test), which runs the *.shots.ts files instead of the specs.
 */
import { expect, test } from '../support/fixtures';
import { ASHA_LOCAL, TEMP_STICKER, typeBoxes, USED_LAST4, USED_STICKER } from './helpers';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-public';

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`screenshots ${name}`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(viewport);
    const shot = (file: string, fullPage = true) => page.screenshot({ path: `${OUT}/${name}-${file}.png`, fullPage });

    await page.goto('/');
    await expect(page.getByText('10K+')).toBeVisible();
    await page.waitForTimeout(900);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('landing');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByLabel('Mobile number').fill(ASHA_LOCAL);
    await expect(page.getByText('Verification passed (test)')).toBeVisible();
    await shot('login-phone', false);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('dialog', { name: 'Enter OTP' })).toBeVisible();
    await typeBoxes(page, 'Digit 1 of 4', '12');
    await shot('login-otp', false);

    await page.goto(`/${USED_STICKER}`);
    await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
    await expect(page.getByText('Verification passed (test)')).toBeVisible();
    await shot('contact-call');
    await typeBoxes(page, 'Character 1 of 4', USED_LAST4);
    await page.getByLabel('Your mobile number').fill('9123456780');
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.waitForTimeout(600);
    await shot('contact-autocall', false);
    await expect(page.getByRole('dialog', { name: 'Incoming Call' })).toBeVisible();
    await page.waitForTimeout(400);
    await shot('contact-incoming', false);
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByRole('heading', { name: 'Your call request is on its way' })).toBeVisible();
    await shot('contact-call-sent', false);
    await page.getByRole('button', { name: 'Contact the owner again' }).click();
    await page.getByRole('tab', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Accident' }).click();
    await expect(page.getByText('Verification passed (test)')).toBeVisible();
    await shot('contact-message');

    await page.goto(`/${TEMP_STICKER}`);
    await expect(page.getByRole('heading', { name: 'Contact Vehicle Owner' })).toBeVisible();
    await shot('contact-temp');
    await page.goto('/NOSUCHUID1');
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await shot('contact-error');

    await page.goto('/vehicle-registration/QRNEW00002');
    await page.getByLabel('Vehicle number').fill('T0123456789077');
    await page.getByLabel('Primary contact (WhatsApp)').fill('9700000401');
    await page.getByLabel('Emergency contact').fill('9700000401');
    await expect(page.getByText('Verification passed (test)')).toBeVisible();
    await shot('registration-step1');
    await page.getByLabel('Emergency contact').fill('9700000402');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('button', { name: 'Verify & Register' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend OTP' })).toBeEnabled();
    await shot('registration-step2');

    for (const path of ['terms', 'privacy', 'features', 'pricing', 'contact', 'howtouse']) {
      await page.goto(`/${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await shot(`info-${path}`);
    }
  });
}
