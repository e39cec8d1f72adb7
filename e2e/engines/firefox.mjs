// Firefox ESR driven by puppeteer-core over WebDriver BiDi: one browser for the run (its start is the slow
// part), a fresh browser context (own storage and cookies) per language, with one tab at phone size.
// The recorder is a preload script, so it hears a page from its first script on.
import puppeteer from 'puppeteer-core';
import { installRecorder, takeProblems } from './page-scripts.mjs';

export const FIREFOX = process.env.FIREFOX ?? '/usr/bin/firefox-esr';

/** Headless Firefox with the BiDi protocol (the manual checks in this folder use it too). */
export function launchFirefox() {
  return puppeteer.launch({ browser: 'firefox', protocol: 'webDriverBiDi', executablePath: FIREFOX, headless: true });
}

/** A browser session the smoke drives (see webkit.mjs for the same shape), in its own browser context. */
export async function openFirefox(browser, { width, height }) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width, height });
  const heard = [];
  page.on('console', (message) => {
    if (message.type() === 'error') heard.push(`console error: ${message.text()}`);
  });
  await page.evaluateOnNewDocument(installRecorder, false);
  return {
    engine: 'firefox',
    goto: (url) => page.goto(url, { waitUntil: 'domcontentloaded' }),
    run: (fn, ...args) => page.evaluate(fn, ...args),
    async find(fn, ...args) {
      const handle = await page.evaluateHandle(fn, ...args);
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element;
    },
    click: (element) => element.click(),
    type: (element, text) => element.type(text),
    async problems() {
      const recorded = await page.evaluate(takeProblems);
      return [...heard.splice(0), ...(recorded ?? ['the page lost its recorder'])];
    },
    afterNavigation: async () => {},
    screenshot: async () => Buffer.from(await page.screenshot()),
    close: () => context.close(),
  };
}
