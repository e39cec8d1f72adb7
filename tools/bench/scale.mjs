// The lists at scale: admin queries at 500, 5,000 and 10,000 rows, an owner's 500 and 2,000 activities, 100
// vehicles, in Chromium with CPU 4x slower at a phone (390x844) and a desktop (1280x800) viewport; the local API
// seeds the volumes (POST /__dev/seed). Each run is a fresh context. Measured inside the page:
// - request → rows painted: from the start of the next page's GET /query to the frame after its rows are in
//   the DOM. To have N rows loaded without scrolling through N/10 pages, the bench answers the list's first
//   request with the N−10 newest queries in one page (data the contract accepts) and the next one with the
//   10 oldest: the measured page is the 10 rows appended after N−10;
// - dialog open: from the click on a row to the frame after Query Details is in the DOM (the second opening:
//   the first one fetches the dialog's code);
// - tap → rows painted: See All (activities) or the Vehicles tile (vehicles) to the frame after the list;
// - longest task: the longest main-thread task (PerformanceObserver longtask) from the measured action to
//   the end of the scroll;
// - scroll p95 frame: the 95th percentile of the intervals between frames while the page scrolls 40 px a
//   frame for 120 frames, the mouse resting over the list (hover is checked in every scrolled frame).
// The control, measured right after every run at the same viewport (so under the same load): the same scroll,
// at the same CPU slowdown, of a static page of 100 plain <div>s (no app): what this machine's browser manages
// at all right now. On a loaded machine even the control's p95 is above 16.7 ms; its longest task is the
// longest during its scroll.
import { tokenFor } from '../local-api.mjs';

export const SCALE_VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } };
const CPU_SLOWDOWN = 4;
const ADMIN = '919900000001';
const ASHA = '919876543210';
const USED = 'QRUSED0001';
const API_PAGE = 50;
const SCROLL = { frames: 120, step: 40 };
const TIMEOUT = 60_000;
const RUN_TIMEOUT = 3 * TIMEOUT;
const CONTROL_ROWS = 100;

/** The cases of the table: what is seeded, what is measured, at which viewports. */
export const SCALE_CASES = [
  ...[500, 5000, 10_000].map((count) => ({
    kind: 'queries',
    count,
    viewports: count === 10_000 ? ['phone', 'desktop'] : ['phone'],
  })),
  ...[500, 2000].map((count) => ({
    kind: 'activities',
    count,
    viewports: count === 2000 ? ['phone', 'desktop'] : ['phone'],
  })),
  { kind: 'vehicles', count: 100, viewports: ['phone', 'desktop'] },
];

/**
 * A scrolled frame's target: one frame at 60 Hz. Frames come at whole vsync intervals (16.7, 33.3 ms …), but
 * requestAnimationFrame's timestamps jitter by a tenth of a millisecond or two: 16.8 ms is a frame on time
 * (the static control page measures it too), 33.3 ms a frame dropped.
 */
const ONE_FRAME = { target: 16.7, jitter: 0.3 };

/** The figures of each kind, their labels and targets (ms; null: no target of their own; jitter: see ONE_FRAME). */
export const SCALE_FIGURES = {
  queries: [
    { key: 'pageMs', label: 'request → rows painted, one page', target: null },
    { key: 'dialogMs', label: 'Query Details open', target: null },
    { key: 'longestTaskMs', label: 'longest task', target: 50 },
    { key: 'scrollP95Ms', label: 'scroll p95 frame', ...ONE_FRAME },
  ],
  activities: [
    { key: 'tapMs', label: 'See All → rows painted', target: null },
    { key: 'longestTaskMs', label: 'longest task', target: 50 },
    { key: 'scrollP95Ms', label: 'scroll p95 frame', ...ONE_FRAME },
  ],
  vehicles: [
    { key: 'tapMs', label: 'Vehicles tile → list painted', target: null },
    { key: 'longestTaskMs', label: 'longest task', target: 50 },
    { key: 'scrollP95Ms', label: 'scroll p95 frame', ...ONE_FRAME },
  ],
  control: [
    { key: 'longestTaskMs', label: 'longest task (static page)', target: 50 },
    { key: 'scrollP95Ms', label: 'scroll p95 frame (static page)', ...ONE_FRAME },
  ],
};

/** In the page before its scripts: the long tasks, and helpers the runs call through page.evaluate. */
function instrumentPage() {
  const scale = { tasks: [], since: 0 };
  window.__scale = scale;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) scale.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  scale.afterPaint = () =>
    new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));
  /** Resolves (after the next paint) once an element matching test is in the DOM. */
  scale.painted = (test) =>
    new Promise((resolve) => {
      const done = () => {
        observer.disconnect();
        scale.afterPaint().then(resolve);
      };
      const observer = new MutationObserver(() => {
        if (test()) done();
      });
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      if (test()) done();
    });
  scale.longestSince = () =>
    Math.max(0, ...scale.tasks.filter((task) => task.start >= scale.since).map((task) => task.duration));
  scale.scrollFrames = ({ frames, step, direction }) =>
    new Promise((resolve) => {
      const intervals = [];
      let last = null;
      let count = 0;
      const tick = (time) => {
        if (last !== null) intervals.push(time - last);
        last = time;
        window.scrollBy(0, direction * step);
        if (++count <= frames) requestAnimationFrame(tick);
        else resolve(intervals);
      };
      requestAnimationFrame(tick);
    });
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const round = (value) => Math.round(value * 10) / 10;

/** The contexts of the run under way: closed when the run times out. */
const openContexts = new Set();

async function openContext(browser, viewport, token) {
  const context = await browser.newContext({ viewport: SCALE_VIEWPORTS[viewport], locale: 'en-IN' });
  if (token) await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
  await context.addInitScript(instrumentPage);
  await context.route('https://challenges.cloudflare.com/**', (route) => route.abort());
  openContexts.add(context);
  context.on('close', () => openContexts.delete(context));
  const page = await context.newPage();
  page.setDefaultTimeout(TIMEOUT);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { context, page };
}

/** Scrolls with the mouse over the list; returns the p95 frame interval. */
async function scrollP95(page, direction) {
  const size = page.viewportSize();
  await page.mouse.move(size.width / 2, size.height / 2);
  const intervals = await page.evaluate((options) => window.__scale.scrollFrames(options), {
    ...SCROLL,
    direction,
  });
  return percentile(intervals, 95);
}

/** The N−10 newest queries as one page, read from the API 50 at a time. */
async function newestQueries(apiUrl, token, count) {
  const content = [];
  for (let page = 0; content.length < count - 10; page++) {
    const response = await fetch(`${apiUrl}/query?page=${page}&size=${API_PAGE}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    content.push(...(await response.json()).content);
  }
  return content.slice(0, count - 10);
}

async function queriesRun(browser, { apiUrl, siteUrl }, { count, viewport }, cache) {
  const token = await tokenFor(apiUrl, ADMIN);
  cache.queries ??= new Map();
  if (!cache.queries.has(count)) cache.queries.set(count, await newestQueries(apiUrl, token, count));
  const preloaded = cache.queries.get(count);
  const { context, page } = await openContext(browser, viewport, token);
  try {
    await page.route(`${apiUrl}/query?**`, async (route) => {
      const url = new URL(route.request().url());
      const asked = Number(url.searchParams.get('page'));
      if (asked === 0) {
        const response = await route.fetch();
        return route.fulfill({ response, json: { content: preloaded, totalElements: count, last: false } });
      }
      url.searchParams.set('page', String((count - 10) / 10 + asked - 1));
      return route.continue({ url: url.toString() });
    });
    await page.goto(`${siteUrl}/admin/queries`);
    await page.getByText(`Query #${count}`, { exact: true }).waitFor();
    await page.waitForTimeout(1000);

    // The next page: ids 10 to 1, painted when its first row is (a windowed list draws no further).
    const pageMs = await page.evaluate(async () => {
      const scale = window.__scale;
      scale.since = performance.now();
      const painted = scale.painted(() =>
        [...document.querySelectorAll('li')].some((item) => /Query #10$/.test(item.textContent ?? '')),
      );
      // To the end, again until the page comes: rows measured on the way can move the end further down.
      const toEnd = () => window.scrollTo(0, document.documentElement.scrollHeight);
      toEnd();
      const nudge = setInterval(toEnd, 100);
      const paintedAt = await painted;
      clearInterval(nudge);
      const request = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/query?') && entry.name.includes('page=1&'));
      return paintedAt - (request?.startTime ?? scale.since);
    });
    await page.getByText('No more queries to load').waitFor();

    // A real click, as a user's: it focuses the row, and closing the dialog gives focus back there. A script's
    // element.click() focused nothing, so the dialog sent focus to the page's <h1> and scrolled to the top,
    // and the next click went to a row the window had just unmounted: no dialog, and the run hung.
    const openDialog = async () => {
      await page.evaluate(async () => {
        const scale = window.__scale;
        const inView = () =>
          [...document.querySelectorAll('li button')].find((button) => {
            const box = button.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= window.innerHeight;
          });
        if (!inView()) {
          const rows = document.querySelectorAll('li button');
          rows[Math.floor(rows.length / 2)].scrollIntoView({ block: 'center' });
          await scale.afterPaint();
        }
        inView().dataset.benchTarget = '';
        scale.dialogOpen = new Promise((resolve) => {
          const onClick = () => {
            const start = performance.now();
            scale.painted(() => document.querySelector('[role="dialog"]') !== null).then((at) => resolve(at - start));
          };
          window.addEventListener('click', onClick, { capture: true, once: true });
        });
      });
      const target = page.locator('[data-bench-target]');
      await target.click();
      await target.evaluate((element) => delete element.dataset.benchTarget);
      return page.evaluate(() => window.__scale.dialogOpen);
    };
    const closeDialog = async () => {
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    };
    await openDialog();
    await closeDialog();
    const dialogMs = await openDialog();
    await closeDialog();

    const scrollP95Ms = await scrollP95(page, -1);
    const longestTaskMs = await page.evaluate(() => window.__scale.longestSince());
    return {
      pageMs: round(pageMs),
      dialogMs: round(dialogMs),
      longestTaskMs: round(longestTaskMs),
      scrollP95Ms: round(scrollP95Ms),
    };
  } finally {
    await context.close();
  }
}

/** Taps a link or button and measures until the list named listName is painted; scrolls it. */
async function tapToList(page, tap, listSelector) {
  const tapMs = await page.evaluate(
    async ({ tap, listSelector }) => {
      const scale = window.__scale;
      scale.since = performance.now();
      const target = [...document.querySelectorAll('a, button')].find((element) =>
        element.textContent?.trim().startsWith(tap),
      );
      const painted = scale.painted(() => document.querySelector(`${listSelector} li`) !== null);
      target.click();
      return (await painted) - scale.since;
    },
    { tap, listSelector },
  );
  await page.waitForTimeout(500);
  const scrollP95Ms = await scrollP95(page, 1);
  const longestTaskMs = await page.evaluate(() => window.__scale.longestSince());
  return { tapMs: round(tapMs), longestTaskMs: round(longestTaskMs), scrollP95Ms: round(scrollP95Ms) };
}

async function activitiesRun(browser, { apiUrl, siteUrl }, { viewport }) {
  const { context, page } = await openContext(browser, viewport, await tokenFor(apiUrl, ASHA));
  try {
    await page.goto(`${siteUrl}/vehicle-details/${USED}`);
    await page.getByRole('button', { name: /^See All/ }).waitFor();
    await page.waitForTimeout(1000);
    return await tapToList(page, 'See All', 'ul[aria-label="All activities"]');
  } finally {
    await context.close();
  }
}

async function vehiclesRun(browser, { apiUrl, siteUrl }, { viewport }) {
  const { context, page } = await openContext(browser, viewport, await tokenFor(apiUrl, ASHA));
  try {
    await page.goto(`${siteUrl}/admin`);
    await page.getByRole('heading', { name: 'Welcome Back' }).waitFor();
    await page.waitForTimeout(1500);
    return await tapToList(page, 'Vehicles', 'ul[aria-label="Your vehicles"]');
  } finally {
    await context.close();
  }
}

/** The control: 100 plain divs, no app, 6,400 px: more than the 4,800 px scrolled plus a viewport. */
async function controlRun(browser, { count, viewport }) {
  const { context, page } = await openContext(browser, viewport, null);
  try {
    const rows = Array.from(
      { length: count },
      (_, i) => `<div style="height:64px;border-bottom:1px solid #ccc">Row ${i + 1}</div>`,
    );
    await page.setContent(`<!doctype html><html lang="en"><body>${rows.join('')}</body></html>`);
    await page.waitForTimeout(500);
    await page.evaluate(() => {
      window.__scale.since = performance.now();
    });
    const scrollP95Ms = await scrollP95(page, 1);
    const longestTaskMs = await page.evaluate(() => window.__scale.longestSince());
    return { longestTaskMs: round(longestTaskMs), scrollP95Ms: round(scrollP95Ms) };
  } finally {
    await context.close();
  }
}

const RUNS = { queries: queriesRun, activities: activitiesRun, vehicles: vehiclesRun };

/**
 * A run, given up after RUN_TIMEOUT (its pages closed) and tried once more: page.evaluate has no timeout, so a
 * run that waits for something that never comes would hang the bench.
 */
async function withRetry(run, onFailure) {
  const attempt = async () => {
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result in ${RUN_TIMEOUT / 1000} s`)), RUN_TIMEOUT);
    });
    try {
      return await Promise.race([run(), timeout]);
    } catch (error) {
      await Promise.all([...openContexts].map((context) => context.close()));
      throw error;
    } finally {
      clearTimeout(timer);
    }
  };
  try {
    return await attempt();
  } catch (error) {
    onFailure(error);
    return attempt();
  }
}

/**
 * Every case at each of its viewports, `runs` times, the viewports interleaved; returns per case and viewport
 * the runs. log(line) reports progress.
 */
export async function measureScale(browser, urls, { runs, log }) {
  const cache = {};
  const results = [];
  const controls = { phone: [], desktop: [] };
  for (const scaleCase of SCALE_CASES) {
    const seed = `${scaleCase.kind}=${scaleCase.count}`;
    const byViewport = Object.fromEntries(scaleCase.viewports.map((viewport) => [viewport, []]));
    for (let i = 1; i <= runs; i++) {
      for (const viewport of scaleCase.viewports) {
        const seeded = await fetch(`${urls.apiUrl}/__dev/seed?${seed}`, { method: 'POST' });
        if (!seeded.ok) throw new Error(`POST /__dev/seed?${seed} failed: ${seeded.status}`);
        const run = await withRetry(
          () => RUNS[scaleCase.kind](browser, urls, { ...scaleCase, viewport }, cache),
          (error) => log(`  ${seed} ${viewport} ${i}/${runs} failed (${error.message.split('\n')[0]}), again:`),
        );
        const control = await controlRun(browser, { count: CONTROL_ROWS, viewport });
        log(`  ${seed} ${viewport} ${i}/${runs}: ${JSON.stringify(run)}, control ${JSON.stringify(control)}`);
        byViewport[viewport].push(run);
        controls[viewport].push(control);
      }
    }
    results.push({ ...scaleCase, runs: byViewport });
  }
  results.push({ kind: 'control', count: CONTROL_ROWS, runs: controls });
  await fetch(`${urls.apiUrl}/__dev/reset`, { method: 'POST' });
  return results;
}
