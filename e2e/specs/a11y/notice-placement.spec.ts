/**
 * The notification bar never covers the site bar (the brand), the language switch or the page's heading: on
 * a few pages, at 320, 390 and 1280 px, in English and in Hindi. The notice is a refused preview link's
 * (shell/src/preview), which any page shows at start-up; the page's clock is paused once it shows, so it
 * stays while the page is measured at each width.
 */
import type { Locator, Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';

const WIDTHS = [
  { width: 320, height: 640 },
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

const PAGES = [
  { path: '/', phone: null },
  { path: '/terms', phone: null },
  { path: `/${SEED.vehicles.used.uid}`, phone: null },
  { path: '/admin', phone: SEED.owners.asha.phone },
  { path: '/vehicle-info', phone: SEED.owners.asha.phone },
] as const;

const LANGUAGES = [
  { language: 'en', lang: 'en-IN', notice: 'This preview link is not valid or has expired.', other: 'हिन्दी' },
  { language: 'hi', lang: 'hi-IN', notice: 'यह प्रीव्यू लिंक सही नहीं है', other: 'English' },
] as const;

const START = Date.parse('2026-03-02T10:00:00+05:30');

/** Moves the page's paused clock on `step` ms at a time until `ready`, or fails after 15 s. */
async function advanceUntil(page: Page, ready: () => Promise<boolean>, step: number) {
  await expect
    .poll(
      async () => {
        if (await ready()) return true;
        await page.clock.runFor(step);
        return ready();
      },
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(what: string, locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, `${what} is laid out`).not.toBeNull();
  return box as Box;
}

for (const { language, lang, notice, other } of LANGUAGES) {
  for (const { path, phone } of PAGES) {
    test(`a notice leaves ${path}'s site bar, language switch and heading uncovered (${language})`, async ({
      page,
      signIn,
    }) => {
      await page.addInitScript((chosen) => localStorage.setItem('language', chosen), language);
      if (phone) await signIn(phone);
      // The page's clock is paused from the start and moved on by the test in small steps, only until the
      // notice shows and then until the page has its heading: less than the notice's 2 s auto-close.
      await page.clock.install({ time: START });
      await page.clock.pauseAt(START + 1000);
      await page.goto(`${path}?preview=not-a-signed-link`);
      await advanceUntil(page, () => page.getByText(notice).first().isVisible(), 100);
      await advanceUntil(
        page,
        async () =>
          (await page.locator('html').getAttribute('lang')) === lang &&
          (await page.locator('[data-loading-screen]').count()) === 0 &&
          (await page.locator('h1').first().isVisible()),
        20,
      );
      const heading = page.locator('h1').first();
      await expect(heading).toBeVisible();
      // The notice's whole card (the message's ancestor that draws it), not just its text.
      const card = page.locator('[data-kind="info"]').filter({ hasText: notice }).first();
      const brand = page.getByRole('link', { name: 'QR Vehicle Contact' }).first();
      const siteBar = brand.locator('..');
      const languageSwitch = page.getByRole('button', { name: other });
      for (const size of WIDTHS) {
        await page.setViewportSize(size);
        await page.evaluate(() => window.scrollTo(0, 0));
        await expect(card).toBeVisible();
        const noticeBox = await boxOf('the notice', card);
        for (const [what, locator] of [
          ['the site bar', siteBar],
          ['the language switch', languageSwitch],
          ['the page heading', heading],
        ] as const) {
          const box = await boxOf(what, locator);
          expect(overlap(noticeBox, box), `the notice covers ${what} at ${size.width} px`).toBe(false);
        }
      }
    });
  }
}
