import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { resetApi, tokenFor } from './api';
import { installNoticeRecorder } from './notice-recorder';

/** The one fake Turnstile (shared-ui's), as the local API serves it. */
const FAKE_TURNSTILE = readFileSync(
  createRequire(import.meta.url).resolve('@qr/design-system/fake-turnstile-script.js'),
  'utf8',
);
export const TURNSTILE_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js**';
/** What the browser logs when the CSP blocks something, or Trusted Types refuse a value. */
export const POLICY_VIOLATION_TEXT = /Content Security Policy|requires 'Trusted/i;

/** Turnstile is offline here: the real script URL is answered with the local fake. */
export function serveFakeTurnstile(target: Page | BrowserContext) {
  return target.route(TURNSTILE_URL, (route) =>
    route.fulfill({ contentType: 'application/javascript', body: FAKE_TURNSTILE }),
  );
}

interface Fixtures {
  /** Uncaught exceptions seen by the page; every test fails if any occurred, or if the CSP blocked anything. */
  pageErrors: string[];
  /** Every notice the page shows is recorded (support/notice-recorder.ts), for expectNotice. */
  noticeRecorder: undefined;
  /** Puts a session token where the shell keeps it, before the first navigation; with `openAt`, then opens it. */
  signIn: (phone: string, openAt?: string) => Promise<string>;
}

export const test = base.extend<Fixtures>({
  pageErrors: [
    async ({ page, request }, use) => {
      await resetApi(request);
      await serveFakeTurnstile(page);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The site's CSP (deploy/nginx) and its Trusted Types report what they block on the console, and
      // the browser what it cannot parse in the security headers: any such report fails the test.
      const cspViolations: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        if (POLICY_VIOLATION_TEXT.test(text) || /Permissions-Policy/i.test(text)) cspViolations.push(text);
      });
      await use(errors);
      expect(errors, 'uncaught exceptions in the page').toEqual([]);
      expect(cspViolations, 'CSP or Trusted Types violations, or security header errors').toEqual([]);
    },
    { auto: true },
  ],
  noticeRecorder: [
    async ({ page }, use) => {
      await installNoticeRecorder(page);
      await use(undefined);
    },
    { auto: true },
  ],
  signIn: async ({ page, request }, use) => {
    await use(async (phone, openAt) => {
      const token = await tokenFor(request, phone);
      await page.addInitScript((value) => {
        if (!sessionStorage.getItem('e2e-signed-in')) {
          localStorage.setItem('authToken', value);
          sessionStorage.setItem('e2e-signed-in', '1');
        }
      }, token);
      if (openAt) await page.goto(openAt);
      return token;
    });
  },
});

export { expectNotice } from './notice-recorder';
export { expect };

/** Client-side navigation through the shell's router, as a link click would do. */
export async function navigateInApp(page: Page, to: string) {
  await page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, to);
}

/** The visible notification bar message (Radix Toast also repeats it in a hidden live region). */
export function notice(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}
