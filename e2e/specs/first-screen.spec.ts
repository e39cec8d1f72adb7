// The document's first screen (shell/index.html, src/document/first-screen.css, written per route and
// language by deploy/nginx): what a visitor on a weak link sees before any script has run. With scripts
// off it must show the brand and the page, styled, in the visitor's language (the language switch's
// cookie, else Accept-Language); when the app takes over nothing may move (CLS 0) and nothing of the
// placeholder may stay behind for a screen reader.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { holdRequests } from './support/hold';
import { PUBLIC_ORIGIN, SITE_ORIGIN } from './support/ports';

const HINDI = /[\u0900-\u097F]/;

const LANDING_HEADLINE = {
  en: 'Let anyone reach you about your vehicle, without sharing your number',
  hi: 'नंबर दिए बिना, आपकी गाड़ी के बारे में कोई भी आपसे संपर्क कर सके',
};
const NO_HEADLINE = { en: '', hi: '' };

const PAGES = [
  {
    path: '/',
    headline: LANDING_HEADLINE,
    name: { en: '', hi: '' },
    lead: { en: /^Put a QR sticker on your vehicle/, hi: HINDI },
  },
  {
    path: '/QRUSED0001',
    headline: NO_HEADLINE,
    name: { en: 'Contact the owner', hi: 'गाड़ी के मालिक से संपर्क करें' },
    lead: { en: /^Call the owner of this vehicle/, hi: HINDI },
  },
] as const;

const VISITORS: { label: string; language: 'en' | 'hi'; options: BrowserContextOptions; cookie?: string }[] = [
  { label: 'English browser', language: 'en', options: {} },
  { label: 'Hindi chosen with the switch (cookie)', language: 'hi', options: {}, cookie: 'hi' },
  { label: 'Hindi browser (Accept-Language)', language: 'hi', options: { locale: 'hi-IN' } },
  { label: 'English chosen on a Hindi browser', language: 'en', options: { locale: 'hi-IN' }, cookie: 'en' },
];

async function withoutScripts(browser: Browser, { options, cookie }: (typeof VISITORS)[number]) {
  const context = await browser.newContext({
    ...options,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  if (cookie) await context.addCookies([{ name: 'language', value: cookie, url: SITE_ORIGIN }]);
  // Nothing but the document: its stylesheet is written into it (shared-ui/platform/build/inline-stylesheet-plugin.mjs),
  // so the first screen waits for no other file.
  await context.route('**/*', (route) =>
    route.request().resourceType() === 'document' ? route.continue() : route.abort(),
  );
  return context;
}

/** The first screen's boxes and the styles that show it is not the browser's default rendering. */
function firstScreen(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector('.first-screen-bar') as HTMLElement;
    const name = document.querySelector('.first-screen-name') as HTMLElement;
    const style = getComputedStyle(bar);
    return {
      lang: document.documentElement.lang,
      hiddenFromAssistiveTech: document.querySelector('.first-screen')?.getAttribute('aria-hidden'),
      barBox: bar.getBoundingClientRect().toJSON() as DOMRect,
      barStyle: { display: style.display, background: style.backgroundColor, border: style.borderBottomWidth },
      bodyMargin: getComputedStyle(document.body).margin,
      nameSize: getComputedStyle(name).fontSize,
    };
  });
}

for (const visitor of VISITORS) {
  test(`with scripts off and no file but the document, it shows the brand and the page, styled (${visitor.label})`, async ({
    browser,
  }) => {
    const context = await withoutScripts(browser, visitor);
    const page = await context.newPage();
    for (const { path, headline, name, lead } of PAGES) {
      await page.goto(path);
      const shown = await firstScreen(page);
      expect(shown.lang, path).toBe(visitor.language === 'hi' ? 'hi-IN' : 'en-IN');
      expect(shown.hiddenFromAssistiveTech, path).toBe('true');
      // The tokens and first-screen.css apply: a white bar across the top, no default body margin.
      expect(shown.barStyle, path).toEqual({ display: 'flex', background: 'rgb(255, 255, 255)', border: '1px' });
      expect(shown.bodyMargin, path).toBe('0px');
      expect(shown.barBox, path).toMatchObject({ x: 0, y: 0, width: 390, height: 69 });
      await expect(page.locator('.first-screen-bar'), path).toHaveText('QR Vehicle Contact');
      await expect(page.locator('.first-screen-lead'), path).toHaveText(lead[visitor.language]);
      if (headline[visitor.language]) {
        // The landing's hero: what the site is about, before any script.
        await expect(page.locator('.first-screen-headline'), path).toHaveText(headline[visitor.language]);
        await expect(page.locator('.first-screen-eyebrow'), path).toBeVisible();
      } else {
        await expect(page.locator('.first-screen-headline'), path).toBeHidden();
        await expect(page.locator('.first-screen-eyebrow'), path).toBeHidden();
      }
      if (name[visitor.language]) {
        await expect(page.locator('.first-screen-name'), path).toHaveText(name[visitor.language]);
        // The tokens' xl size: 22 px, and 24 px on the Hindi type scale (docs/i18n.md "Hindi type").
        expect(shown.nameSize, path).toBe(visitor.language === 'hi' ? '24px' : '22px');
      } else await expect(page.locator('.first-screen-name'), path).toBeHidden();
      // The reason nothing more happens, in both languages (text locators skip <noscript>).
      await expect(page.locator('noscript p').first()).toHaveText(
        'This site needs JavaScript to reach the vehicle owner.',
      );
      await expect(page.locator('noscript p').first()).toBeVisible();
    }
    await context.close();
  });
}

const APP_READY = [
  { path: '/', ready: (page: Page) => page.getByRole('button', { name: 'Login' }).first() },
  { path: '/QRUSED0001', ready: (page: Page) => page.getByRole('textbox', { name: 'Your mobile number' }) },
];

for (const { path, ready } of APP_READY) {
  test(`the app takes over ${path} from the first screen without a layout shift, leaving nothing of it behind`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    // The shell's entry arrives late, as on a weak link: the first screen is on show before the app.
    // It is held until the first screen shows (or 10 s pass), not for a time: a loaded machine draws more slowly.
    let firstScreenShown = false;
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      firstScreenShown = await page
        .locator('.first-screen-bar')
        .waitFor({ state: 'visible', timeout: 10_000 })
        .then(
          () => true,
          () => false,
        );
      await route.continue();
    });
    await page.goto(path);
    await expect(ready(page)).toBeEnabled();
    expect(firstScreenShown, 'the first screen showed before the script').toBe(true);
    await expect(page.locator('.first-screen')).toHaveCount(0);
    // Late arrivals (the bot check, fonts) have their chance to move something.
    await page.waitForTimeout(1000);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
    expect(shifts).toEqual([]);
  });
}

/** What the visitor sees while the page's code is on its way: the first screen, and any loading screen of the app's hidden under it. */
function whatShows(page: Page) {
  return page.evaluate(() => {
    const firstScreen = document.querySelector('.first-screen');
    const hidden = [...document.querySelectorAll('#root [data-loading-screen]')].every((screen) => {
      const box = screen.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + Math.min(box.height / 2, 100));
      return !screen.contains(hit);
    });
    return {
      firstScreen: firstScreen !== null && firstScreen.getBoundingClientRect().top === 0,
      loadingHidden: hidden,
    };
  });
}

for (const { path, ready } of APP_READY) {
  test(`on a weak link ${path} goes from the first screen straight to the page, never the spinner between`, async ({
    page,
  }) => {
    // The remote's code arrives late: the shell renders its loading screen, under the first screen. It is held
    // until the test has looked five times (not for a time: a loaded machine looks more slowly).
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(new RegExp(`^${PUBLIC_ORIGIN}/.*\\.js$`), async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.locator('#root [data-loading-screen]')).toBeAttached();
    // A screen reader hears the app's loading screen (its status), not the first screen, which is hidden from it.
    await expect(page.locator('.first-screen')).toHaveAttribute('aria-hidden', 'true');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeAttached();
    const seen: Awaited<ReturnType<typeof whatShows>>[] = [];
    while (seen.length < 5) {
      seen.push(await whatShows(page));
      await page.waitForTimeout(100);
    }
    release();
    expect(seen.every((state) => state.firstScreen && state.loadingHidden)).toBe(true);
    await expect(ready(page)).toBeEnabled();
    await expect(page.locator('.first-screen')).toHaveCount(0);
  });
}

test("the first screen leaves when the app moves on before any page showed: its texts were the old path's", async ({
  page,
}) => {
  // /admin without a session goes to /, whose page code is held: the landing's loading screen shows, not /admin's name.
  // The page code is held until the test has seen the loading screen, not for a time.
  const release = await holdRequests(page, new RegExp(`^${PUBLIC_ORIGIN}/.*\\.js$`));
  await page.goto('/admin', { waitUntil: 'commit' });
  await expect(page).toHaveURL(`${SITE_ORIGIN}/`);
  await expect(page.locator('.first-screen')).toHaveCount(0);
  await expect(page.getByRole('status', { name: 'Loading' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeEnabled();
});

for (const language of ['en', 'hi'] as const) {
  test(`the landing's first screen shows the app's own hero, the same size, and is the page's largest paint (${language})`, async ({
    browser,
  }) => {
    // A browser in the language (the app and the web server both follow Accept-Language).
    const visitor = VISITORS.find((candidate) => candidate.language === language && !candidate.cookie);
    if (!visitor) throw new Error(`a ${language} browser`);
    const heroOf = (page: Page, headline: string, eyebrow: string, lead: string) =>
      page.evaluate(
        ({ headlineSelector, eyebrowSelector, leadSelector }) => {
          const title = document.querySelector(headlineSelector) as HTMLElement;
          const box = title.getBoundingClientRect();
          const lead = document.querySelector(leadSelector) as HTMLElement;
          const leadBox = lead.getBoundingClientRect();
          return {
            headline: title.textContent,
            eyebrow: document.querySelector(eyebrowSelector)?.textContent,
            lead: lead.textContent,
            size: { width: Math.round(box.width), height: Math.round(box.height) },
            leadSize: { width: Math.round(leadBox.width), height: Math.round(leadBox.height) },
          };
        },
        { headlineSelector: headline, eyebrowSelector: eyebrow, leadSelector: lead },
      );

    const documentOnly = await withoutScripts(browser, visitor);
    const before = await documentOnly.newPage();
    await before.goto('/');
    const first = await heroOf(before, '.first-screen-headline', '.first-screen-eyebrow', '.first-screen-lead');
    await documentOnly.close();

    const context = await browser.newContext({ ...visitor.options, viewport: { width: 390, height: 844 } });
    if (visitor.cookie) await context.addCookies([{ name: 'language', value: visitor.cookie, url: SITE_ORIGIN }]);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const paints: { name: string; at: number }[] = [];
      (window as unknown as { paints: typeof paints }).paints = paints;
      for (const type of ['paint', 'largest-contentful-paint'])
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) paints.push({ name: entry.name || type, at: entry.startTime });
        }).observe({ type, buffered: true });
    });
    // The app arrives late, as on a weak link: held until the document's first paint (not for a time).
    await page.route(/\/main\.[0-9a-f]{8}\.js$/, async (route) => {
      await page
        .waitForFunction(
          () =>
            (window as unknown as { paints?: { name: string }[] }).paints?.some(
              (paint) => paint.name === 'first-contentful-paint',
            ),
          undefined,
          { timeout: 10_000 },
        )
        .catch(() => undefined);
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: LANDING_HEADLINE[language] })).toBeVisible();
    const app = await heroOf(page, '#hero-title', 'p:has(+ #hero-title)', '#hero-title + p');
    expect(app.headline).toBe(LANDING_HEADLINE[language]);
    expect(first.headline, 'the same words as the app').toBe(app.headline);
    expect(first.eyebrow, 'the same eyebrow as the app').toBe(app.eyebrow);
    expect(first.size, 'the same size, so the app draws over it').toEqual(app.size);
    expect(first.lead, 'the same lead as the app').toBe(app.lead);
    expect(first.leadSize, "the lead's same size").toEqual(app.leadSize);

    await page.waitForTimeout(500);
    const paints = await page.evaluate(() => (window as unknown as { paints: { name: string; at: number }[] }).paints);
    const contentful = paints.find((paint) => paint.name === 'first-contentful-paint');
    const largest = paints.filter((paint) => paint.name === 'largest-contentful-paint').at(-1);
    expect(largest?.at, 'the largest paint is the first one, from the document').toBe(contentful?.at);
    await context.close();
  });
}
