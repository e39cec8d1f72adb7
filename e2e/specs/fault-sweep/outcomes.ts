import type { BrowserContext, Page } from '@playwright/test';
import { expect, expectNotice } from '../support/fixtures';
import { SITE_ORIGIN } from '../support/ports';

/** What the spec wants the screen to do after one fault on one call. */
export type Expected =
  /** The call failed: the spec's message shows (notification bar, inline alert, or both) and the page stays. */
  | { kind: 'failure'; notice?: string; alert?: string; offers?: readonly Offer[] }
  /** The spec does not read the body here, so a 2xx is a success whatever it holds. */
  | { kind: 'success'; notice?: string; landsAt?: string }
  /** The session ends: token and cookie cleared, the page goes to `landsAt`. */
  | { kind: 'session-ended'; landsAt: '/' | '/?autoLogin=true'; notice?: string; afterwards?: Check };

/** A way out that an error state offers. */
export type Offer = 'Try Again' | 'Go Back';

/** What a check may need beyond the page. */
export interface CheckContext {
  /** The session token the test signed in with (null for a visitor). */
  token: string | null;
}

/** One extra assertion, named for the test report (e.g. typed input still there). */
export interface Check {
  what: string;
  verify(page: Page, context: CheckContext): Promise<void>;
}

export const failsWithNotice = (text: string): Expected => ({ kind: 'failure', notice: text });
export const failsWithAlert = (text: string, ...offers: Offer[]): Expected => ({
  kind: 'failure',
  alert: text,
  offers,
});
export const failsWithAlertAndNotice = (alert: string, noticeText: string, ...offers: Offer[]): Expected => ({
  kind: 'failure',
  alert,
  notice: noticeText,
  offers,
});
export const succeeds = (noticeText: string): Expected => ({ kind: 'success', notice: noticeText });
export const succeedsTo = (path: string): Expected => ({ kind: 'success', landsAt: path });
export const endsSession = (
  landsAt: '/' | '/?autoLogin=true' = '/',
  more: { notice?: string; afterwards?: Check } = {},
): Expected => ({ kind: 'session-ended', landsAt, ...more });

/** The visible alert (an inline error or an error state) that says exactly this. */
function alertSaying(page: Page, text: string) {
  return page.getByRole('alert').getByText(text, { exact: true }).first();
}

export async function expectOutcome(page: Page, context: BrowserContext, expected: Expected, stayAt: string) {
  if (expected.notice) await expectNotice(page, expected.notice);
  switch (expected.kind) {
    case 'failure': {
      if (expected.alert) await expect(alertSaying(page, expected.alert)).toBeVisible();
      for (const offer of expected.offers ?? []) {
        await expect(
          page
            .getByRole('button', { name: offer, exact: true })
            .or(page.getByRole('link', { name: offer, exact: true })),
        ).toBeVisible();
      }
      await expect(page).toHaveURL(`${SITE_ORIGIN}${stayAt}`);
      return;
    }
    case 'success':
      if (expected.landsAt) await expect(page).toHaveURL(`${SITE_ORIGIN}${expected.landsAt}`);
      else await expect(page).toHaveURL(`${SITE_ORIGIN}${stayAt}`);
      return;
    case 'session-ended':
      await expect(page).toHaveURL(`${SITE_ORIGIN}${expected.landsAt}`);
      await expectSignedOut(page, context);
      return;
  }
}

export async function expectSignedOut(page: Page, context: BrowserContext) {
  await expect.poll(() => page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  expect((await context.cookies()).filter((cookie) => cookie.name === 'authToken' && cookie.value)).toEqual([]);
}

/**
 * Not a blank page: the app still renders visible text with a heading or an alert to read, and no page fell
 * to the crash fallback of the route's error boundary.
 */
export async function expectPageAlive(page: Page) {
  await expect(page.locator('#root')).toContainText(/\w{3}/, { useInnerText: true });
  await expect(page.locator('h1, h2, [role="alert"]').filter({ visible: true }).first()).toBeVisible();
  await expect(page.getByText('This part of the site is not available right now')).toHaveCount(0);
}

// Checks of typed input the failure must keep.

/** A field (found by its exact label) still holds what the user typed. */
export const field = (label: string, value: string): Check => ({
  what: `${label} keeps ${value}`,
  verify: (page) => expect(page.getByLabel(label, { exact: true })).toHaveValue(value),
});

/** The four single-character boxes still hold the characters typed, one each. */
export const boxes = (firstLabel: 'Character' | 'Digit', chars: string): Check => ({
  what: `the ${firstLabel.toLowerCase()} boxes keep ${chars}`,
  verify: async (page) => {
    for (const [index, char] of [...chars].entries()) {
      await expect(page.getByLabel(`${firstLabel} ${index + 1} of ${chars.length}`, { exact: true })).toHaveValue(char);
    }
  },
});

/** A toggle button (a reason) is still selected. */
export const pressed = (name: string): Check => ({
  what: `${name} stays selected`,
  verify: (page) => expect(page.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true'),
});

/** Some text is still on screen (e.g. the number the code went to). */
export const shown = (text: string): Check => ({
  what: `${text} is still shown`,
  verify: (page) => expect(page.getByText(text, { exact: true }).first()).toBeVisible(),
});
