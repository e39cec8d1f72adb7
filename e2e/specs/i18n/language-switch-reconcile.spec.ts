// The document's language on the wire (nginx, deploy/nginx) and its two records in the browser: the
// `language` cookie the web server reads and localStorage the app reads. On start the latest choice wins
// and goes back to both, so the next document is written in the language the app shows; Accept-Language
// is read with its q-values (shared-ui/runtime/src/i18n/document-language.ts).
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { SITE_ORIGIN } from '../support/ports';

const EARLIER = 1_762_000_000_000;
const LATER = 1_762_675_200_000;
const HEADLINE = {
  en: 'Let anyone reach you about your vehicle, without sharing your number',
  hi: 'नंबर दिए बिना, आपकी गाड़ी के बारे में कोई भी आपसे संपर्क कर सके',
};

/** The document nginx writes for this context's next request to /: its <html lang> and first screen's headline. */
async function servedDocument(context: BrowserContext) {
  const html = await (await context.request.get('/')).text();
  return {
    lang: /<html lang="([^"]+)"/.exec(html)?.[1],
    headline: /<p class="first-screen-headline">([^<]*)<\/p>/.exec(html)?.[1],
  };
}

async function languageCookie(context: BrowserContext) {
  return (await context.cookies(SITE_ORIGIN)).find((cookie) => cookie.name === 'language')?.value;
}

/** Stores a choice in localStorage before the site's first document (a file of the origin, no app). */
async function storeChoice(page: Page, language: string, at?: number) {
  await page.goto('/favicon.svg');
  await page.evaluate(
    ([language, at]) => {
      localStorage.setItem('language', language as string);
      if (at) localStorage.setItem('language-chosen-at', String(at));
    },
    [language, at] as const,
  );
}

const stored = (page: Page) =>
  page.evaluate(() => [localStorage.getItem('language'), localStorage.getItem('language-chosen-at')]);

test('a later stored choice wins over the cookie, and the cookie is rewritten to match', async ({ page, context }) => {
  await context.addCookies([{ name: 'language', value: `en.${EARLIER}`, url: SITE_ORIGIN }]);
  await storeChoice(page, 'hi', LATER);
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.hi })).toBeVisible();
  expect(await languageCookie(context)).toBe(`hi.${LATER}`);
  expect(await servedDocument(context)).toEqual({ lang: 'hi-IN', headline: HEADLINE.hi });
});

test("a later cookie wins over the stored choice, which takes the cookie's", async ({ page, context }) => {
  await context.addCookies([{ name: 'language', value: `en.${LATER}`, url: SITE_ORIGIN }]);
  await storeChoice(page, 'hi', EARLIER);
  const document = await page.goto('/');
  expect(await document?.text()).toContain('<html lang="en-IN">');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.en })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  expect(await stored(page)).toEqual(['en', String(LATER)]);
});

test('without the cookie (cleared, expired, or a choice made before it existed) the stored choice writes it again', async ({
  page,
  context,
}) => {
  await storeChoice(page, 'hi');
  // This document still follows Accept-Language (English); the app shows the stored Hindi ...
  const first = await page.goto('/');
  expect(await first?.text()).toContain('<html lang="en-IN">');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE.hi })).toBeVisible();
  expect(await languageCookie(context)).toBe('hi');
  // ... and every document after it is Hindi from the start.
  const next = await page.reload();
  expect(await next?.text()).toContain('<html lang="hi-IN">');
  expect(await servedDocument(context)).toEqual({ lang: 'hi-IN', headline: HEADLINE.hi });
});

test('a choice made with the switch carries its time to the cookie and to the next document', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'हिन्दी' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const [language, at] = await stored(page);
  expect(language).toBe('hi');
  expect(await languageCookie(context)).toBe(`hi.${at}`);
  expect(await servedDocument(context)).toEqual({ lang: 'hi-IN', headline: HEADLINE.hi });
});

for (const [acceptLanguage, language] of [
  ['hi;q=0, en', 'en'],
  ['hi;q=0', 'en'],
  ['en;q=0.5, hi;q=0.8', 'hi'],
  ['en-US,en;q=0.9,hi;q=0.8', 'en'],
  ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
  ['en;q=0.8, hi;q=0.8', 'en'],
  ['hi;q=0.8, en;q=0.8', 'hi'],
  ['mr-IN, hi;q=0.7, en;q=0.3', 'hi'],
  ['ta-IN', 'en'],
] as const) {
  test(`Accept-Language "${acceptLanguage}" gets the document in ${language}`, async ({ request }) => {
    const html = await (await request.get('/', { headers: { 'accept-language': acceptLanguage } })).text();
    expect(html).toContain(`<html lang="${language === 'hi' ? 'hi-IN' : 'en-IN'}">`);
    expect(html).toContain(`<p class="first-screen-headline">${HEADLINE[language]}</p>`);
  });
}

test('the cookie wins over Accept-Language, with or without its time', async ({ request }) => {
  for (const [cookie, acceptLanguage, lang] of [
    [`hi.${LATER}`, 'en', 'hi-IN'],
    ['en', 'hi', 'en-IN'],
    ['fr', 'hi', 'hi-IN'],
  ] as const) {
    const html = await (
      await request.get('/', { headers: { 'accept-language': acceptLanguage, cookie: `language=${cookie}` } })
    ).text();
    expect(html, cookie).toContain(`<html lang="${lang}">`);
  }
});
