import type { Page, Route } from '@playwright/test';
import { API_URL } from '../support/api';
import { expect } from '../support/fixtures';

export const ASHA = '919876543210';
export const ASHA_LOCAL = '9876543210';
export const USED_STICKER = 'QRUSED0001';
export const USED_LAST4 = '1234';
export const TEMP_STICKER = 'QRTEMP0001';
export const PAUSED_STICKER = 'QRPAUSED01';
export const PAUSED_LAST4 = '8337';
export const UNUSED_STICKER = 'QRNEW00001';

/** Answers one API path with a status and optional JSON body (a server failure the local API would not produce). */
export async function failApi(page: Page, path: string, status: number, body?: unknown, method = 'POST') {
  await page.route(`${API_URL}/${path}`, (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    return route.fulfill({
      status,
      contentType: 'application/json',
      body: body === undefined ? '' : JSON.stringify(body),
      headers: { 'access-control-allow-origin': '*' },
    });
  });
}

/** Makes one API path fail at the network level. */
export async function abortApi(page: Page, path: string, method = 'POST') {
  await page.route(`${API_URL}/${path}`, (route: Route) =>
    route.request().method() === method ? route.abort('failed') : route.fallback(),
  );
}

/** Types a code into a four-box input, starting at its first box. */
export async function typeBoxes(page: Page, firstBoxLabel: string, code: string) {
  const first = page.getByLabel(firstBoxLabel, { exact: true });
  await first.click();
  await page.keyboard.type(code);
}

/** The contact page's message tab (also its send button's name) and first box, in the page's language. */
export const ALERT_LABELS = {
  en: { send: 'Send Message', firstBox: 'Character 1 of 4' },
  hi: { send: 'संदेश भेजें', firstBox: '4 में से अक्षर 1' },
} as const;

/** Opens a sticker's contact page on the message tab, types the vehicle's last four and picks a reason;
 *  returns the Send Message button. */
export async function fillAlert(
  page: Page,
  { sticker, last4, reason }: { sticker: string; last4: string; reason: string },
  labels: (typeof ALERT_LABELS)['en' | 'hi'] = ALERT_LABELS.en,
) {
  await page.goto(`/${sticker}`);
  await page.getByRole('tab', { name: labels.send }).click();
  await typeBoxes(page, labels.firstBox, last4);
  await page.getByRole('button', { name: reason }).click();
  return page.getByRole('button', { name: labels.send });
}

/** Pastes text into an element through a real paste event. */
export async function paste(page: Page, selectorLabel: string, text: string) {
  await page.getByLabel(selectorLabel, { exact: true }).evaluate((element, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

const FOOTER_PAGES = ['/', '/features', '/pricing', '/contact'];

/** The landing page's footer (the navigation landmark `footerName`) links to Home, Features, Pricing and Contact. */
export async function expectFooterLinks(page: Page, footerName: string, names: string[]) {
  const footer = page.getByRole('navigation', { name: footerName });
  for (const [index, href] of FOOTER_PAGES.entries()) {
    await expect(footer.getByRole('link', { name: names[index], exact: true })).toHaveAttribute('href', href);
  }
}

export { expectNotice } from '../support/notice-recorder';

export const fakeTurnstile = {
  expire: (page: Page) =>
    page.evaluate(() => (window as unknown as { __fakeTurnstile: { expire(): void } }).__fakeTurnstile.expire()),
  timeout: (page: Page) =>
    page.evaluate(() => (window as unknown as { __fakeTurnstile: { timeout(): void } }).__fakeTurnstile.timeout()),
  fail: (page: Page) =>
    page.evaluate(() => (window as unknown as { __fakeTurnstile: { fail(): void } }).__fakeTurnstile.fail()),
};

/** Registration step 1's field and button names, in the page's language. */
export const REGISTRATION_LABELS = {
  en: {
    vehicle: 'Vehicle number',
    primary: 'Primary contact (WhatsApp)',
    emergency: 'Emergency contact',
    next: 'Continue',
  },
  hi: { vehicle: 'गाड़ी का नंबर', primary: 'मुख्य नंबर (WhatsApp)', emergency: 'इमरजेंसी नंबर', next: 'आगे बढ़ें' },
} as const;

type RegistrationLabels = (typeof REGISTRATION_LABELS)['en' | 'hi'];

/** Types the registration's vehicle number and contacts (by default a new vehicle's, accepted). */
export async function fillVehicleDetails(
  page: Page,
  labels: RegistrationLabels,
  { vehicle = 'HR26DQ5551', primary = '9700000201', emergency = '9700000202' } = {},
) {
  await page.getByLabel(labels.vehicle).fill(vehicle);
  await page.getByLabel(labels.primary).fill(primary);
  await page.getByLabel(labels.emergency).fill(emergency);
}

/** Opens the unused sticker's registration and fills step 1 with a new vehicle; returns its Continue. */
export async function fillRegistrationDetails(page: Page, labels: RegistrationLabels) {
  await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
  await fillVehicleDetails(page, labels);
  return page.getByRole('button', { name: labels.next });
}
