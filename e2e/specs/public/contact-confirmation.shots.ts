/**
 * Not a check: PNGs of the scanner's page after a send (an Accident message, a call request), refused
 * characters and an unknown sticker, at 320, 390 and 1280 px, in English and Hindi, for visual review.
 * SHOTS=1 pnpm exec playwright test specs/public/contact-confirmation.shots.ts (SHOTS_DIR, else /tmp/shots-confirmation).
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { ALERT_LABELS, fillAlert, typeBoxes, USED_LAST4, USED_STICKER } from './helpers';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-confirmation';
const WIDTHS = [320, 390, 1280];
const TEXTS = {
  en: {
    accident: 'Accident',
    parking: 'Wrong Parking',
    phone: 'Your mobile number',
    ok: 'OK',
    passed: 'Verification passed (test)',
  },
  hi: {
    accident: 'दुर्घटना',
    parking: 'गलत पार्किंग',
    phone: 'आपका मोबाइल नंबर',
    ok: 'ठीक है',
    passed: 'Verification passed (test)',
  },
} as const;

/** Waits until nothing moves (the notice bar gone, fonts in), by the page's state, not a timer. */
async function settled(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  await expect(page.locator('[data-kind]')).toHaveCount(0, { timeout: 10_000 });
}

for (const lang of ['en', 'hi'] as const) {
  test.describe(lang, () => {
    test.use({ locale: lang === 'hi' ? 'hi-IN' : 'en-IN' });
    for (const width of WIDTHS) {
      test(`confirmation screenshots ${lang} ${width}`, async ({ page }) => {
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 900 });
        const t = TEXTS[lang];
        const labels = ALERT_LABELS[lang];
        const shot = (name: string) => page.screenshot({ path: `${OUT}/${lang}-${width}-${name}.png`, fullPage: true });

        const send = await fillAlert(page, { sticker: USED_STICKER, last4: USED_LAST4, reason: t.accident }, labels);
        await expect(page.getByText(t.passed)).toBeVisible();
        await send.click();
        await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
        await settled(page);
        await shot('sent-accident');

        await page.goto(`/${USED_STICKER}`);
        await typeBoxes(page, labels.firstBox, USED_LAST4);
        await page.getByLabel(t.phone).fill('9123456780');
        await page.getByRole('button', { name: t.ok }).click();
        await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
        await settled(page);
        await shot('call-requested');

        const refused = await fillAlert(page, { sticker: USED_STICKER, last4: '9999', reason: t.parking }, labels);
        await expect(page.getByText(t.passed)).toBeVisible();
        await refused.click();
        await expect(page.locator('[aria-invalid=true]').first()).toBeFocused();
        await settled(page);
        await shot('chars-refused');

        await page.goto('/NOPE0001');
        await expect(page.locator('main [role=alert]')).toBeVisible();
        await settled(page);
        await shot('unknown-sticker');
      });
    }
  });
}
