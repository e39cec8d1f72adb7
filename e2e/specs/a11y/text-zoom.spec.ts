/**
 * Text at 200% (WCAG 1.4.4) and reflow down to 320 px (1.4.10): every route in English and in Hindi, with the
 * browser's text size doubled, at 320 px, on a 390x844 phone and on a 1280x800 desktop, never scrolls
 * sideways, no text overlaps other text or a control, none is cut off by its box and no icon is squeezed. One load per route: the window is resized for each
 * width, and the language switch brings the same page in Hindi.
 */
import type { Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { ALERT_LABELS, fillAlert, typeBoxes, USED_LAST4, USED_STICKER } from '../public/helpers';
import { expect, test } from '../support/fixtures';
import { EVERY_ROUTE } from '../support/routes';
import {
  clippedText,
  cutFieldText,
  overlappingText,
  sidewaysScroll,
  squeezedIcons,
  zoomTextTo200,
} from '../support/text-zoom';

// Independent tests (each on a freshly reset API): spread over both workers, so that this long file is not
// one worker's tail at the end of the run.
test.describe.configure({ mode: 'parallel' });

const SIZES = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** What the page shows at each size: the problems found, by width. */
async function problemsAtEverySize(page: Page): Promise<Record<number, string[]>> {
  const found: Record<number, string[]> = {};
  for (const size of SIZES) {
    await page.setViewportSize(size);
    await page.waitForTimeout(100);
    const scroll = await sidewaysScroll(page);
    found[size.width] = [
      ...(scroll ? [scroll] : []),
      ...(await overlappingText(page)),
      ...(await clippedText(page)),
      ...(await squeezedIcons(page)),
      ...(await cutFieldText(page)),
    ];
  }
  return found;
}

const NONE = Object.fromEntries(SIZES.map((size) => [size.width, []]));

/** Waits until the route has its content: its language, no loading screen, a heading, the network quiet. */
async function settled(page: Page, path: string, lang: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', lang);
  await expect(page.locator('[data-loading-screen]')).toHaveCount(0, { timeout: 10_000 });
  await expect(page.getByRole('heading').first()).toBeVisible({ timeout: 10_000 });
  if (path === `/${SEED.vehicles.used.uid}`)
    await expect(page.getByTestId('fake-turnstile')).toHaveText('Verification passed (test)');
  await page.waitForLoadState('networkidle');
}

for (const [path, phone] of EVERY_ROUTE) {
  test(`${path} at 200% text reflows at 320, 390 and 1280 px, in English and in Hindi`, async ({ page, signIn }) => {
    await zoomTextTo200(page);
    if (phone) await signIn(phone);
    await page.goto(path);
    await settled(page, path, 'en-IN');
    expect(await problemsAtEverySize(page), 'in English').toEqual(NONE);
    // Hindi as a visitor chooses it: the switch, on the same page.
    await page.getByRole('button', { name: 'हिन्दी' }).click();
    await settled(page, path, 'hi-IN');
    expect(await problemsAtEverySize(page), 'in Hindi').toEqual(NONE);
  });
}

// The route sweep sees the pages as they open; the Pause Service sheet's swipe track (a fixed-height box in
// its first version, whose Hindi label wrapped and was cut) is seen open, at the phone widths.
test('the Pause Service sheet at 200% text shows every word, in English and in Hindi', async ({ page, signIn }) => {
  await zoomTextTo200(page);
  await signIn(SEED.owners.asha.phone);
  for (const [lang, open] of [
    ['en-IN', 'Pause Service'],
    ['hi-IN', 'सर्विस रोकें'],
  ] as const) {
    await page.goto(`/vehicle-details/${SEED.vehicles.used.uid}`);
    if (lang === 'hi-IN') await page.getByRole('button', { name: 'हिन्दी' }).click();
    await settled(page, '/vehicle-details', lang);
    await page.getByRole('button', { name: open, exact: true }).click();
    const sheet = page.getByRole('dialog', { name: open });
    await expect(sheet.getByTestId('swipe-track')).toBeVisible();
    for (const size of SIZES.slice(0, 2)) {
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      expect([...(await overlappingText(page)), ...(await clippedText(page))], `${lang} at ${size.width}px`).toEqual(
        [],
      );
    }
    await page.setViewportSize(SIZES[1]);
  }
});

/** Where each vehicle number on the page breaks into lines: its text, and the offsets at which a new line starts. */
function vehicleNumberLines(page: Page, number: string) {
  return page.evaluate((number) => {
    // The innermost elements that hold the number.
    const found = [...document.querySelectorAll('main *')].filter(
      (element) =>
        element.textContent === number && ![...element.children].some((child) => child.textContent === number),
    );
    return found.map((element) => {
      let text = '';
      let lastTop: number | null = null;
      const breaks: number[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (let i = 0; i < node.data.length; i++) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getBoundingClientRect().top;
          if (lastTop !== null && top > lastTop + 2) breaks.push(text.length);
          lastTop = top;
          text += node.data[i];
        }
      }
      return { text, breaks };
    });
  }, number);
}

test('a vehicle number at 200% text wraps between its letters and its digits, never inside them', async ({
  page,
  signIn,
}) => {
  const number = SEED.vehicles.used.registrationNumber;
  expect(number).toBe('DL01AB1234');
  // DL01AB1234: a new line may start after DL, 01 or AB only.
  const allowed = [2, 4, 6];
  await zoomTextTo200(page);
  await signIn(SEED.owners.asha.phone);
  let wrapped = 0;
  for (const path of [
    '/vehicle-info',
    `/vehicle-details/${SEED.vehicles.used.uid}`,
    `/vehicle-details/${SEED.vehicles.used.uid}/all-activities`,
  ]) {
    await page.goto(path);
    await expect(page.getByText(number, { exact: true }).first()).toBeVisible();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.waitForTimeout(100);
      const numbers = await vehicleNumberLines(page, number);
      expect(numbers.length, `${path} at ${size.width} px shows the number`).toBeGreaterThan(0);
      for (const { breaks } of numbers) {
        for (const at of breaks) expect(allowed, `${path} at ${size.width} px: a line starts at ${at}`).toContain(at);
        wrapped += breaks.length;
      }
    }
  }
  // The test means something only if some number had to wrap.
  expect(wrapped).toBeGreaterThan(0);
});

test('at 200% text on a 320 px phone, a whole 10-digit number shows in each registration field, in English and in Hindi', async ({
  page,
}) => {
  await zoomTextTo200(page);
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`/vehicle-registration/${SEED.stickers.unused[0]}`);
  for (const [language, lang] of [
    ['en', 'en-IN'],
    ['hi', 'hi-IN'],
  ] as const) {
    if (language === 'hi') await page.getByRole('button', { name: 'हिन्दी' }).click();
    await settled(page, '/vehicle-registration', lang);
    const phones = page.locator('input[type="tel"]');
    await expect(phones).toHaveCount(2);
    expect(await cutFieldText(page), `placeholders (${language})`).toEqual([]);
    await phones.nth(0).fill('9876543210');
    await phones.nth(1).fill('9123456780');
    expect(await cutFieldText(page), `numbers (${language})`).toEqual([]);
    expect(await overlappingText(page), `overlaps (${language})`).toEqual([]);
    await phones.nth(0).fill('');
    await phones.nth(1).fill('');
  }
});

// The scanner's confirmations are states, not routes: the longest one (an Accident message, with the call
// to 112) and the call request's, seen once the notice has gone.
for (const [language, lang, texts] of [
  ['en', 'en-IN', { accident: 'Accident', phone: 'Your mobile number', ok: 'OK' }],
  ['hi', 'hi-IN', { accident: 'दुर्घटना', phone: 'आपका मोबाइल नंबर', ok: 'ठीक है' }],
] as const) {
  test.describe(language, () => {
    test.use({ locale: lang });

    test(`the scanner's confirmations at 200% text reflow at 320, 390 and 1280 px (${language})`, async ({ page }) => {
      await zoomTextTo200(page);
      const labels = ALERT_LABELS[language];
      const sent = await fillAlert(page, { sticker: USED_STICKER, last4: USED_LAST4, reason: texts.accident }, labels);
      await expect(page.getByTestId('fake-turnstile')).toHaveText('Verification passed (test)');
      await sent.click();
      await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(page.locator('[data-kind]')).toHaveCount(0, { timeout: 10_000 });
      expect(await problemsAtEverySize(page), 'after an Accident message').toEqual(NONE);

      await page.setViewportSize(SIZES[1]);
      await page.goto(`/${USED_STICKER}`);
      await typeBoxes(page, labels.firstBox, USED_LAST4);
      await page.getByLabel(texts.phone).fill('9123456780');
      await page.getByRole('button', { name: texts.ok }).click();
      await expect(page.getByRole('heading', { level: 2 })).toBeFocused();
      await expect(page.locator('[data-kind]')).toHaveCount(0, { timeout: 10_000 });
      expect(await problemsAtEverySize(page), 'after a call request').toEqual(NONE);
    });
  });
}
