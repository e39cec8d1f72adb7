// A manual check, not part of `pnpm test`: does a page left before it rendered come back usable in real
// Firefox after Back (back/forward cache)? Each try opens a page, leaves for another before it has
// rendered, goes Back and looks again after a while: a page still on a loading screen is "stuck".
//
// Needs Firefox (Debian: apt-get install firefox-esr; .ci/toolchain.sh installs it) and the served builds
// with the local API:
//   SERVE_PORT_BASE=5700 API_PORT=4700 node tools/serve.mjs --fresh &
//   API_PORT=4700 node tools/api/main.ts &
//   node e2e/engines/bfcache-back.mjs [--tries 40] [--path /QRUSED0001] [--leave /terms] [--wait 10000]
// /admin needs a session: --phone 919876543210 signs in through the local API first.
// Environment: SITE (default http://localhost:5700), API (http://localhost:4700), FIREFOX
// (/usr/bin/firefox-esr).
import { api, launchFirefox, readOptions, site, tokenFor } from './firefox-session.mjs';

const options = readOptions(
  'bfcache-back',
  'usage: node e2e/engines/bfcache-back.mjs [--tries 40] [--path /QRUSED0001] [--leave /terms] [--wait 10000] [--phone <number>]',
  { tries: '40', path: '/QRUSED0001', leave: '/terms', wait: '10000', phone: undefined },
);
const tries = Number(options.tries);
const path = options.path;
const leave = options.leave;
const waitMs = Number(options.wait);
const phone = options.phone ?? (path.startsWith('/admin') ? '919876543210' : '');

/** The loading screens a page shows before its content (the shell's and the scanner's). */
const LOADING = /^(Loading|Checking the sticker)$/m;

await fetch(`${api}/__dev/reset`, { method: 'POST' });
const token = phone ? await tokenFor(phone) : null;
const browser = await launchFirefox();
const counts = { tries: 0, restored: 0, stuck: 0, stuckRestored: 0, reloadedOnRestore: 0 };
try {
  for (let index = 0; index < tries; index += 1) {
    const t0 = Date.now();
    const lap = (label) => process.env.DEBUG && console.log(`  ${label} +${Date.now() - t0} ms`);
    const page = await browser.newPage();
    lap('newPage');
    await page.evaluateOnNewDocument(() => {
      // Counted per document in sessionStorage: a reload on restore starts a new document.
      const bump = (key) => sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? 0) + 1));
      if (performance.getEntriesByType('navigation')[0]?.type === 'reload') bump('bf-reloaded');
      addEventListener('pageshow', (event) => {
        if (event.persisted) bump('bf-restored');
      });
    });
    if (token) {
      await page.goto(`${site}/terms`);
      await page.evaluate((value) => localStorage.setItem('authToken', value), token);
    }
    // Leave after 0-400 ms: before the page has rendered, at different points of its start.
    const goto = page.goto(`${site}${path}`, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    await new Promise((resolve) => setTimeout(resolve, Math.floor(Math.random() * 400)));
    await goto;
    lap('goto');
    const renderedBeforeLeaving = await page
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text, a line per element (the loading screens' words)
      .evaluate(() => document.getElementById('root')?.innerText ?? '')
      .catch(() => '');
    await page.goto(`${site}${leave}`, { waitUntil: 'load' });
    lap('leave');
    // Not page.goBack(): a page restored from the cache fires no load event to wait for.
    await page.evaluate(() => history.back());
    lap('back');
    await new Promise((resolve) => setTimeout(resolve, waitMs));
    const state = await page.evaluate(() => ({
      // biome-ignore lint/performance/useDomNodeTextContent: the visible text, a line per element (the loading screens' words)
      text: document.getElementById('root')?.innerText ?? '',
      restored: Number(sessionStorage.getItem('bf-restored') ?? 0),
      reloaded: Number(sessionStorage.getItem('bf-reloaded') ?? 0),
      url: location.pathname,
    }));
    counts.tries += 1;
    const restored = state.restored > 0;
    if (restored) counts.restored += 1;
    if (state.reloaded > 0) counts.reloadedOnRestore += 1;
    const stuck = state.url === path && (state.text.trim() === '' || LOADING.test(state.text));
    if (stuck) {
      counts.stuck += 1;
      if (restored) counts.stuckRestored += 1;
    }
    console.log(
      `try ${index + 1}: ${stuck ? 'STUCK' : 'ok'}${restored ? ' (restored from bfcache)' : ''}${state.reloaded ? ' (reloaded)' : ''} at ${state.url}; before leaving: ${JSON.stringify(renderedBeforeLeaving.slice(0, 30))}; now: ${JSON.stringify(state.text.slice(0, 40))}`,
    );
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`\n${path} then ${leave} then Back, ${waitMs} ms later: ${JSON.stringify(counts)}`);
process.exitCode = counts.stuck > 0 ? 1 : 0;
