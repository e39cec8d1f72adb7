// A manual check in real Firefox, not part of `pnpm test` (the fault was seen 3 times in 42 tries there):
// a notice that replaces one that is closing must show. Each try pauses the vehicle (the pause notice),
// presses Resume about 1.95 s later, when the pause notice starts to close, and checks that the resumed
// notice shows. Set up as e2e/engines/bfcache-back.mjs says (firefox-esr, the served
// builds and the local API), then:
//   node e2e/engines/notice-replaced.mjs [--tries 42] [--after 1950]
// Environment: SITE (default http://localhost:5700), API (http://localhost:4700), FIREFOX.
import { api, launchFirefox, readOptions, site, tokenFor } from './firefox-session.mjs';

const options = readOptions(
  'notice-replaced',
  'usage: node e2e/engines/notice-replaced.mjs [--tries 42] [--after 1950]',
  {
    tries: '42',
    after: '1950',
  },
);
const tries = Number(options.tries);
const after = Number(options.after);

const PHONE = '919876543210';
const VEHICLE = 'QRUSED0001';
const PAUSED = 'Vehicle paused for 24 hours';
const RESUMED = 'Vehicle service resumed successfully';

/** Resolves once an element whose own text is `text` is on the page (polling: no test runner here). */
async function waitForText(page, text, timeoutMs = 5000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await page
      // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts (a notice that never showed must not)
      .evaluate((wanted) => document.body.innerText.includes(wanted), text)
      .catch(() => false);
    if (found) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

async function clickButton(page, name) {
  await page.evaluate((label) => {
    const button = [...document.querySelectorAll('button')].find((item) => item.textContent?.trim() === label);
    if (!button) throw new Error(`no button ${label}`);
    button.click();
  }, name);
}

await fetch(`${api}/__dev/reset`, { method: 'POST' });
const token = await tokenFor(PHONE);
const browser = await launchFirefox();
let lost = 0;
try {
  const page = await browser.newPage();
  await page.goto(`${site}/terms`);
  await page.evaluate((value) => localStorage.setItem('authToken', value), token);
  for (let index = 0; index < tries; index += 1) {
    await page.goto(`${site}/vehicle-details/${VEHICLE}`);
    if (!(await waitForText(page, 'Pause Service', 10_000)))
      throw new Error('the vehicle page did not show Pause Service');
    await clickButton(page, 'Pause Service');
    await page.waitForSelector('button[aria-label="Swipe to pause"], [role="dialog"] button');
    await page.evaluate(() => {
      const handle = [...document.querySelectorAll('[role="dialog"] button')].find((item) =>
        /swipe to pause/i.test(item.getAttribute('aria-label') ?? item.textContent ?? ''),
      );
      handle?.focus();
    });
    await page.keyboard.press('Enter');
    if (!(await waitForText(page, PAUSED))) throw new Error('no pause notice');
    const shownAt = Date.now();
    await waitForText(page, 'Resume Service');
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, after - (Date.now() - shownAt))));
    await clickButton(page, 'Resume Service');
    const shown = await waitForText(page, RESUMED, 4000);
    if (!shown) lost += 1;
    console.log(`try ${index + 1}: ${shown ? 'ok' : 'LOST: the resumed notice never showed'}`);
    if (!shown) await waitForText(page, 'Pause Service', 5000);
  }
} finally {
  await browser.close();
}
console.log(`\nResume ${after} ms after the pause notice, ${tries} tries: ${lost} resumed notice(s) lost`);
process.exitCode = lost > 0 ? 1 : 0;
