// One cold page load under mobile throttling, measured from navigation start: when the route became usable
// (recorded inside the page), its paints, and the requests before that moment, taken from the DevTools protocol
// so that cross-origin remotes count with their real transfer sizes.

export const VIEWPORT = { width: 390, height: 844 };
/** Slow 4G-ish phone: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4 times slower. */
export const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  connectionType: 'cellular3g',
};
export const CPU_SLOWDOWN = 4;
/** The routes the bench loads and when each is usable (bench.mjs, trace-start.mjs). */
export const ROUTES = [
  { path: '/', usableWhen: 'the Login button', targets: [{ role: 'button', name: 'Login' }] },
  {
    path: '/QRUSED0001',
    usableWhen: 'the 4 vehicle character boxes and the phone field',
    targets: [
      ...[1, 2, 3, 4].map((n) => ({ role: 'textbox', name: `Character ${n} of 4` })),
      { role: 'textbox', name: 'Your mobile number' },
    ],
  },
];
const SETTLE_MS = 1000;
const USABLE_TIMEOUT_MS = 60_000;
/** Requests that can hold up the first render (and preloads other than images and fonts); the favicon cannot. */
const CHAIN_TYPES = new Set(['Document', 'Script', 'Stylesheet', 'Fetch', 'XHR']);
const inChain = (request) =>
  CHAIN_TYPES.has(request.type) || (request.preload && !['Image', 'Font'].includes(request.type));
const BOT_CHECK = '/__dev/turnstile/';

/**
 * Runs in the page before any of its scripts: records performance.now() the first moment every target
 * (`{ role: 'button' | 'textbox', name }`) has an element of that role and accessible name that is visible
 * and enabled, and the first-contentful-paint and largest-contentful-paint times.
 */
export function watchPage(targets) {
  const bench = { usable: null, fcp: null, lcp: null };
  window.__bench = bench;
  const selectors = { button: 'button, [role="button"]', textbox: 'input, textarea, [role="textbox"]' };
  const nameOf = (element) =>
    (
      element.getAttribute('aria-label') ??
      ([...(element.labels ?? [])].map((label) => label.textContent).join(' ') || element.textContent)
    ).trim();
  const ready = (element) => {
    const box = element.getBoundingClientRect();
    return (
      box.width > 0 &&
      box.height > 0 &&
      element.checkVisibility({ visibilityProperty: true }) &&
      !element.matches(':disabled')
    );
  };
  const missing = () =>
    targets.filter(
      ({ role, name }) =>
        ![...document.querySelectorAll(selectors[role])].some((element) => nameOf(element) === name && ready(element)),
    );
  bench.missing = () => missing().map(({ role, name }) => `${role} "${name}"`);
  const check = () => {
    if (bench.usable !== null || missing().length > 0) return;
    bench.usable = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  // Style sheets can show an element without a DOM change: look once a frame as well.
  const everyFrame = () => {
    check();
    if (bench.usable === null) requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') bench.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    bench.lcp = list.getEntries().at(-1).startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
}

/** Every request of the page by id: when it started and finished (DevTools monotonic seconds) and its bytes. */
function recordRequests(cdp) {
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, initiator, timestamp }) => {
    if (request.url.startsWith('data:')) return;
    // A redirect reuses the id: the request started when its first hop did.
    const start = requests.get(requestId)?.start ?? timestamp;
    requests.set(requestId, { url: request.url, type, preload: initiator.type === 'preload', start, cached: false });
  });
  cdp.on('Network.requestServedFromCache', ({ requestId }) => {
    const request = requests.get(requestId);
    if (request) request.cached = true;
  });
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.type = type;
    request.status = response.status;
    request.headerBytes = response.encodedDataLength;
    if (response.fromDiskCache || response.fromPrefetchCache || response.fromServiceWorker) request.cached = true;
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.end = timestamp;
    request.bytes = encodedDataLength - (request.headerBytes ?? 0);
  });
  cdp.on('Network.loadingFailed', ({ requestId, timestamp, errorText }) => {
    const request = requests.get(requestId);
    if (!request) return;
    request.end = timestamp;
    request.error = errorText;
  });
  return requests;
}

/**
 * The longest chain of requests r1 … rk in which each one started after the previous one had finished: the
 * round trips the page had to make one after another. Dynamic programming over requests ordered by end; of
 * equally long chains, a request follows the one that finished last before it started (most likely its cause).
 */
function longestChain(requests) {
  const chainEndingWith = new Map();
  for (const request of [...requests].sort((a, b) => a.end - b.end)) {
    let before = [];
    for (const [previous, chain] of chainEndingWith) {
      if (previous.end > request.start || chain.length < before.length) continue;
      if (chain.length > before.length || previous.end > before.at(-1).end) before = chain;
    }
    chainEndingWith.set(request, [...before, request]);
  }
  return [...chainEndingWith.values()].reduce(
    (longest, chain) => (chain.length > longest.length ? chain : longest),
    [],
  );
}

/** document, a file's name, or the path of a fetch (runtime-config.json, uid-status/QRUSED0001). */
function shortName({ type, url }) {
  if (type === 'Document') return 'document';
  const segments = new URL(url).pathname.split('/').filter(Boolean);
  return (type === 'Fetch' || type === 'XHR' ? segments.join('/') : segments.at(-1)) || '/';
}
const isJavaScript = (request) => request.type === 'Script' || /\.m?js$/.test(new URL(request.url).pathname);

/** Why a page never became usable: what it lacked, the requests that failed and the errors it threw. */
async function notUsable(page, url, requests, pageErrors) {
  const missing = await page.evaluate(() => window.__bench.missing()).catch(() => ['(page gone)']);
  const failed = [...requests.values()]
    .filter((request) => request.error || request.status >= 400)
    .map((request) => `${request.error ?? request.status} ${request.url}`);
  const lines = [
    `${url} was not usable after ${USABLE_TIMEOUT_MS / 1000} s, no usable ${missing.join(', ')}`,
    ...failed.map((line) => `  request failed: ${line}`),
    ...pageErrors.map((line) => `  page error: ${line}`),
  ];
  if (failed.length) lines.push('  (was a build replaced during the run?)');
  return new Error(lines.join('\n'));
}

/** Loads url once in a fresh (cold) context of browser; targets say when the route is usable (see watchPage). */
export async function measureRun(browser, url, targets) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(watchPage, targets);
    const page = await context.newPage();
    const pageErrors = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const cdp = await context.newCDPSession(page);
    const requests = recordRequests(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    await page.goto(url, { waitUntil: 'commit' });
    try {
      await page.waitForFunction(() => window.__bench.usable !== null, null, {
        polling: 200,
        timeout: USABLE_TIMEOUT_MS,
      });
    } catch {
      throw await notUsable(page, url, requests, pageErrors);
    }
    await page.waitForTimeout(SETTLE_MS);
    const { usable, fcp, lcp } = await page.evaluate(() => {
      const { usable, fcp, lcp } = window.__bench;
      return { usable, fcp, lcp };
    });
    const { metrics } = await cdp.send('Performance.getMetrics');
    // performance.now() counts from navigation start; DevTools timestamps are seconds on the same clock.
    const navigationStart = metrics.find((metric) => metric.name === 'NavigationStart').value;
    const all = [...requests.values()].map((request) => ({
      ...request,
      start: (request.start - navigationStart) * 1000,
      end: request.end === undefined ? Number.POSITIVE_INFINITY : (request.end - navigationStart) * 1000,
    }));
    const started = all.filter((request) => request.start <= usable);
    const finished = started.filter((request) => request.end <= usable);
    const chain = longestChain(finished.filter(inChain));
    const scripts = finished.filter((request) => isJavaScript(request) && !request.url.includes(BOT_CHECK));
    return {
      usableMs: Math.round(usable),
      fcpMs: fcp === null ? null : Math.round(fcp),
      lcpMs: lcp === null ? null : Math.round(lcp),
      jsKB: Math.round(scripts.reduce((sum, request) => sum + request.bytes, 0) / 102.4) / 10,
      /** Every response body before usable (the bot check's script aside), in bytes: what crossed the link. */
      bytes: finished
        .filter((request) => !request.url.includes(BOT_CHECK))
        .reduce((sum, request) => sum + (request.bytes ?? 0), 0),
      requests: started.length,
      chain: chain.length,
      chainUrls: chain.map((request) => request.url),
      chainNames: chain.map(shortName),
      cachedRequests: started.filter((request) => request.cached).length,
      log: all.map(({ url, type, start, end, bytes }) => ({
        url,
        type,
        startMs: Math.round(start),
        endMs: Number.isFinite(end) ? Math.round(end) : null,
        bytes: bytes ?? null,
      })),
    };
  } finally {
    await context.close();
  }
}
