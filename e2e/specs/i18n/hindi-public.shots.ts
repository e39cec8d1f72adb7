/**
 * Not a check: PNGs of the public pages in Hindi (the landing page, the login dialog's two steps, the
 * scanner's page with both tabs and Incoming Call, registration) at 390x844 and 320x640 for visual review,
 * and a report of what would clip or overflow: sideways scroll, content wider than its box, Devanagari set
 * with a line height under 1.4.
 * SHOTS=1 pnpm exec playwright test specs/i18n/hindi-public.shots.ts (SHOTS_DIR, default /tmp/hi-public-shots).
 */
import type { Page } from '@playwright/test';
import { fillVehicleDetails, REGISTRATION_LABELS } from '../public/helpers';
import { latestOtp } from '../support/api';
import { expect, test } from '../support/fixtures';
import type { WalkView } from '../support/layout-problems';
import { PHONE_SIZES, walkViews } from '../support/walk';

const OUT = process.env.SHOTS_DIR ?? '/tmp/hi-public-shots';
const ASHA = '919876543210';

test.use({ locale: 'hi-IN' });

async function verified(page: Page) {
  await expect(page.getByText('Verification passed (test)').first()).toBeVisible();
}

async function openLogin(page: Page) {
  // The landing page scrolls 200 px after 500 ms: let it, so the shot shows what a visitor sees.
  await page.waitForTimeout(900);
  await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'लॉग इन' })).toBeVisible();
}

/** The login dialog with a phone number typed and the bot check passed. */
async function loginPhoneEntered(page: Page) {
  await openLogin(page);
  await page.getByRole('dialog').getByLabel('मोबाइल नंबर').fill('9876543210');
  await verified(page);
}

/** On the scanner page: the vehicle's last 4 and a caller's number, which asks for a call. */
async function askForCall(page: Page) {
  await page.getByLabel('4 में से अक्षर 1', { exact: true }).click();
  await page.keyboard.type('1234');
  await page.getByLabel('आपका मोबाइल नंबर').fill('9123456780');
}

/** After the landing page's own 200 px scroll (at 500 ms), back to the top. */
async function backToTop(page: Page) {
  await page.waitForTimeout(900);
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

interface View extends WalkView {
  /** A shot of the whole page (else the viewport, as for an open dialog). */
  full?: boolean;
}

const VIEWS: View[] = [
  { name: 'landing', path: '/', full: true, open: backToTop },
  // The hero, before the page's own 200 px scroll.
  { name: 'landing-hero', path: '/', open: backToTop },
  // What a visitor sees once the page has scrolled.
  { name: 'landing-top', path: '/' },
  { name: 'landing-top-english', path: '/', english: true },
  {
    name: 'login-phone',
    path: '/',
    open: async (page) => {
      await loginPhoneEntered(page);
    },
  },
  {
    name: 'login-phone-error',
    path: '/',
    open: async (page) => {
      await loginPhoneEntered(page);
      await page.evaluate(() =>
        (window as unknown as { __fakeTurnstile: { expire(): void } }).__fakeTurnstile.expire(),
      );
      await page.getByRole('dialog').getByLabel('मोबाइल नंबर').press('Enter');
      await expect(page.getByText('कृपया पहले जाँच पूरी करें')).toBeVisible();
    },
  },
  {
    name: 'login-otp',
    path: '/',
    open: async (page) => {
      await loginPhoneEntered(page);
      await page.getByRole('button', { name: 'OTP भेजें' }).click();
      await expect(page.getByRole('dialog', { name: 'OTP डालें' })).toBeVisible();
    },
  },
  {
    name: 'login-otp-wrong',
    path: '/',
    open: async (page) => {
      await loginPhoneEntered(page);
      await page.getByRole('button', { name: 'OTP भेजें' }).click();
      const code = await latestOtp(page.request, ASHA);
      const wrong = String(((Number(code) - 1000 + 1) % 9000) + 1000);
      await page.getByLabel('4 में से अंक 1', { exact: true }).click();
      await page.keyboard.type(wrong);
      await expect(page.getByText('OTP गलत है। कृपया फिर से कोशिश करें।')).toBeVisible();
    },
  },
  { name: 'scanner-call', path: '/QRUSED0001', full: true },
  // The same page in English, for comparison (the switch then offers हिन्दी).
  { name: 'scanner-call-english', path: '/QRUSED0001', english: true },
  {
    name: 'scanner-call-errors',
    path: '/QRUSED0001',
    full: true,
    open: async (page) => {
      await page.getByLabel('4 में से अक्षर 1', { exact: true }).click();
      await page.keyboard.type('a1');
      await page.getByLabel('आपका मोबाइल नंबर').fill('98765');
      await page.getByRole('heading', { level: 1 }).click();
      await expect(page.getByText('कृपया 10 अंकों का सही फ़ोन नंबर डालें')).toBeVisible();
    },
  },
  {
    name: 'scanner-message',
    path: '/QRUSED0001',
    full: true,
    open: async (page) => {
      await page.getByRole('tab', { name: 'संदेश भेजें' }).click();
      await page.getByRole('button', { name: 'अंदर बच्चा है' }).click();
    },
  },
  {
    name: 'scanner-incoming-call',
    path: '/QRUSED0001',
    open: async (page) => {
      await askForCall(page);
      await expect(page.getByRole('dialog', { name: 'कॉल आ रही है' })).toBeVisible({ timeout: 10_000 });
      await page.waitForTimeout(2600); // the success bar closes after 2 s
    },
  },
  {
    name: 'scanner-incoming-call-notice',
    path: '/QRUSED0001',
    open: async (page) => {
      await askForCall(page);
      await expect(page.getByText('कॉल की रिक्वेस्ट भेज दी गई!').first()).toBeVisible({ timeout: 10_000 });
    },
  },
  {
    name: 'scanner-offline',
    path: '/QRUSED0001',
    full: true,
    open: async (page) => {
      await page.context().setOffline(true);
      await expect(page.getByText('इंटरनेट नहीं है।')).toBeVisible();
    },
  },
  { name: 'sticker-not-found', path: '/QRNOTHERE9', full: true },
  {
    name: 'registration-errors',
    path: '/vehicle-registration/QRNEW00001',
    full: true,
    open: async (page) => {
      await fillVehicleDetails(page, REGISTRATION_LABELS.hi, { vehicle: 'T0123456789077', emergency: '9700000201' });
      await expect(page.getByText('इमरजेंसी नंबर मुख्य नंबर से अलग होना चाहिए')).toBeVisible();
    },
  },
  {
    name: 'registration-code',
    path: '/vehicle-registration/QRNEW00001',
    full: true,
    open: async (page) => {
      await fillVehicleDetails(page, REGISTRATION_LABELS.hi);
      await verified(page);
      await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
      await expect(page.getByText('कोड नहीं मिला?')).toBeVisible();
      await verified(page);
    },
  },
];

walkViews(
  PHONE_SIZES,
  VIEWS,
  async (page, view, width) => {
    // A whole-page shot starts at the top: taken scrolled, Chromium draws the fixed skip link over it.
    if (view.full) await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await page.screenshot({ path: `${OUT}/${width}-${view.name}.png`, fullPage: Boolean(view.full) });
    await page.context().setOffline(false);
  },
  { boxes: true },
);
