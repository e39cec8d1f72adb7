/**
 * Every route, and the main overlays (the login dialog, a bottom sheet, registration's step 2 with its
 * stepper, a notice), for a visitor who reads Hindi: no Latin-script word reaches a reader or a screen
 * reader (the accessibility tree, labels, titles, placeholders) outside what stays Latin: data (vehicle,
 * sticker, serial and phone numbers, addresses) and the glossary's words kept in English (docs/i18n.md), the
 * allowlist of @qr/runtime/i18n/latin-allowlist that the Hindi stories use too.
 */
import type { Page } from '@playwright/test';
import { latinWordsOutsideAllowlist } from '@qr/runtime/i18n/latin-allowlist';
import { SEED } from '../../../tools/api/seed';
import { typeBoxes, UNUSED_STICKER, USED_STICKER } from '../public/helpers';
import { expect, test } from '../support/fixtures';
import { EVERY_ROUTE } from '../support/routes';

// Independent tests (each on a freshly reset API): spread over both workers, so that this long file is not
// one worker's tail at the end of the run.
test.describe.configure({ mode: 'parallel' });

test.use({ locale: 'hi-IN' });

/** What owners typed (the seeded help queries; the admin list shows their first 50 characters). */
const TYPED = SEED.queries.messages.map((message) => message.slice(0, 20));
/** The local API's test-only bot-check widget stands in for Turnstile's own, which speaks Hindi. */
const TEST_ONLY = '[data-testid="fake-turnstile"]';

/**
 * Every Latin-script word a reader or a screen reader meets on the page, outside the allowlist. The test-only
 * widget and what owners typed are hidden from the walk first (aria-hidden), as data.
 */
async function latinWords(page: Page): Promise<string[]> {
  await page.evaluate(
    ({ selector, typed }) => {
      const hideData = () => {
        for (const widget of document.querySelectorAll(selector)) widget.setAttribute('aria-hidden', 'true');
        for (const element of document.body.querySelectorAll('*')) {
          const own = [...element.childNodes]
            .map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent : ''))
            .join('');
          if (typed.some((start) => own.includes(start))) element.setAttribute('aria-hidden', 'true');
        }
      };
      hideData();
      // Both can come after this walk began: the widget mounts a frame after its room is measured (CI once
      // read its 'Verification passed (test)'), and a windowed list draws more rows once it has measured the
      // first (a loaded CI read the queries' text). What comes later is hidden too.
      new MutationObserver(hideData).observe(document.body, { childList: true, subtree: true });
    },
    { selector: TEST_ONLY, typed: TYPED },
  );
  const tree = await page.locator('body').ariaSnapshot();
  const labels = await page.evaluate(() => {
    const named = [...document.querySelectorAll('[aria-label],[title],[placeholder],[alt],[aria-description]')];
    return named
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .flatMap((element) =>
        ['aria-label', 'title', 'placeholder', 'alt', 'aria-description'].map(
          (name) => element.getAttribute(name) ?? '',
        ),
      );
  });
  // The snapshot's own syntax (roles, attributes in brackets, /url: lines) is not page text.
  const treeText = tree
    .split('\n')
    .filter((line) => !/^\s*- \/(url|placeholder):/.test(line))
    .map((line) =>
      [...line.matchAll(/"((?:[^"\\]|\\.)*)"|: (.*)$/g)].map((match) => match[1] ?? match[2] ?? '').join(' '),
    )
    .join(' ');
  return latinWordsOutsideAllowlist([treeText, ...labels, await page.title()].join(' '));
}

async function expectNoEnglish(page: Page) {
  expect(await latinWords(page)).toEqual([]);
}

for (const [path, phone] of EVERY_ROUTE) {
  test(`${path} in Hindi has no English for a reader or a screen reader`, async ({ page, signIn }) => {
    if (phone) await signIn(phone);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading').first()).toBeVisible();
    // Hindi texts are optional: on a slow start the page shows English first and turns Hindi when they come
    // (docs/i18n.md). The walk reads the page once its heading is Hindi.
    await expect(page.locator('h1').first()).toHaveText(/[\u0900-\u097F]/);
    await expect(page.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expectNoEnglish(page);
  });
}

test.describe('the overlays in Hindi', () => {
  test('the login dialog', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'लॉग इन', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'लॉग इन' })).toBeVisible();
    // The test-only bot check is hidden from the walk once it is drawn: wait for it to settle.
    await expect(page.getByText('Verification passed (test)')).toBeVisible();
    await expectNoEnglish(page);
  });

  test('the pause sheet (a bottom sheet with its swipe)', async ({ page, signIn }) => {
    await signIn('919876543210', `/vehicle-details/${USED_STICKER}`);
    await page.getByRole('button', { name: 'सर्विस रोकें' }).click();
    const sheet = page.getByRole('dialog', { name: 'सर्विस रोकें' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'बंद करें' })).toBeVisible();
    await expectNoEnglish(page);
  });

  test("registration's step 2 with the stepper", async ({ page }) => {
    await page.goto(`/vehicle-registration/${UNUSED_STICKER}`);
    await page.getByLabel('गाड़ी का नंबर').fill('DL01AB4321');
    await page.getByLabel('मुख्य नंबर (WhatsApp)').fill('9700000301');
    await page.getByLabel('इमरजेंसी नंबर').fill('9700000302');
    await page.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await expect(page.getByText('कोड नहीं मिला?')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: '(पूरा हुआ)' })).toHaveCount(1);
    await expectNoEnglish(page);
  });

  test("a notice with the server's message (wrong characters on the scanner's page)", async ({ page }) => {
    await page.goto(`/${USED_STICKER}`);
    await page.getByRole('tab', { name: 'संदेश भेजें' }).click();
    await typeBoxes(page, '4 में से अक्षर 1', '9999');
    await page.getByRole('button', { name: 'दरवाज़ा खुला है' }).click();
    await expect(page.getByText('Verification passed (test)')).toBeVisible();
    await page.getByRole('button', { name: 'संदेश भेजें' }).click();
    await expect(page.getByText('गाड़ी का नंबर मेल नहीं खाता', { exact: true }).first()).toBeVisible();
    await expectNoEnglish(page);
  });
});
