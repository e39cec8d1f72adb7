// WebKit (WebKitGTK's MiniBrowser) through WebKitWebDriver under a virtual X server: WebDriver classic over
// plain HTTP, a handful of commands with fetch. There is no console to listen to and no script before a
// page's own: the recorder goes in after each navigation (afterNavigation), so an error of a page's very
// first moments is seen only through what it breaks (the heading never shows).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { installRecorder, isNewDocumentLoaded, markDocumentLeft, takeProblems } from './page-scripts.mjs';

export const MINIBROWSER = process.env.MINIBROWSER ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** WebDriver's key for an element in a script's result. */
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide; GTK reads this stylesheet from
 * XDG_CONFIG_HOME and lets every widget shrink, so the window can be a phone's width.
 */
const SHRINKING_TOOLBAR =
  '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

/** Starts WebKitWebDriver on `port`, in its own process group (xvfb-run, Xvfb, the driver and its browsers). */
export async function startWebKitDriver(port) {
  const config = mkdtempSync(path.join(tmpdir(), 'engines-webkit-'));
  mkdirSync(path.join(config, 'gtk-3.0'));
  writeFileSync(path.join(config, 'gtk-3.0', 'gtk.css'), SHRINKING_TOOLBAR);
  const child = spawn('xvfb-run', ['-a', 'WebKitWebDriver', `--port=${port}`], {
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, XDG_CONFIG_HOME: config },
  });
  let output = '';
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
    rmSync(config, { recursive: true, force: true });
  };
  process.once('exit', stop);
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt += 1) {
    const ready = await fetch(`${url}/status`)
      .then((response) => response.json())
      .then((body) => body.value?.ready === true)
      .catch(() => false);
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop();
  throw new Error(`WebKitWebDriver did not start on port ${port}: ${output.trim() || `exit ${child.exitCode}`}`);
}

async function command(base, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { value } = await response.json();
  if (!response.ok) throw new Error(`WebDriver ${method} ${url}: ${value?.error}: ${value?.message}`);
  return value;
}

/** A browser session the smoke drives (see firefox.mjs for the same shape), in a window of the given inner size. */
export async function openWebKit(driverUrl, { width, height }) {
  const { sessionId } = await command(driverUrl, 'POST', '/session', {
    capabilities: {
      alwaysMatch: {
        // Not 'eager': a script run before the load event then waits out the whole page-load timeout.
        pageLoadStrategy: 'normal',
        // A stuck page fails its check in seconds, not after WebDriver's default 300 s.
        timeouts: { script: 10_000, pageLoad: 30_000 },
        'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      },
    },
  });
  const call = (method, url, body) => command(driverUrl, method, `/session/${sessionId}${url}`, body);
  const run = async (fn, ...args) => {
    const started = Date.now();
    try {
      return await call('POST', '/execute/sync', { script: `return (${fn}).apply(null, arguments)`, args });
    } finally {
      if (process.env.ENGINES_TRACE) console.log(`    ${fn.name || 'script'} ${Date.now() - started} ms`);
    }
  };
  // The window's outer size is what WebDriver sets: grow it by what the toolbar takes from the page
  // (measured in a loaded document: a script in the new window's first one never returns).
  await call('POST', '/url', { url: 'about:blank' });
  await call('POST', '/window/rect', { width, height });
  const inner = await run(() => [innerWidth, innerHeight]);
  await call('POST', '/window/rect', { width: 2 * width - inner[0], height: 2 * height - inner[1] });
  const element = (found) => found?.[ELEMENT] ?? null;
  return {
    engine: 'webkit',
    async goto(url) {
      // WebKitWebDriver may answer /url while the old document is still current (seen once in CI: the
      // recorder went into the page being left). The old document is marked, and the wait is for one
      // without the mark that has finished loading.
      await run(markDocumentLeft).catch(() => undefined);
      await call('POST', '/url', { url });
      for (let attempt = 0; attempt < 200; attempt += 1) {
        if (await run(isNewDocumentLoaded).catch(() => false)) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`${url} never replaced the page it was opened from`);
    },
    run,
    find: async (fn, ...args) => element(await run(fn, ...args)),
    click: (id) => call('POST', `/element/${id}/click`, {}),
    type: (id, text) => call('POST', `/element/${id}/value`, { text }),
    async problems() {
      const recorded = await run(takeProblems);
      return recorded ?? ['a new document without the recorder (it replaced the page the check began on)'];
    },
    afterNavigation: () => run(installRecorder, true),
    screenshot: async () => Buffer.from(await call('GET', '/screenshot'), 'base64'),
    close: () => call('DELETE', '', undefined).catch(() => undefined),
  };
}
