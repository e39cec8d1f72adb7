// pnpm size: the gzip bytes of JavaScript each route really loads (shell + remote entries + chunks),
// measured in Chromium against the production builds and the local API. `--lang hi` measures a visitor
// whose browser prefers Hindi (hi-IN): the routes with their Hindi texts. `--write` measures both and
// writes docs/size-report.md (size-report.ts).
// The site is measured with its health reports on (a telemetry endpoint in runtime-config.json, answered here;
// docs/telemetry.md): each route also gets a line of what they cost, their hook in the shell's entry and
// bootstrap (the shell built with and without it) and their chunks, which must arrive only once the page is usable.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';
import { APPS, ROOT } from './apps.mjs';
import { readCommandLine, refuse } from './command-line.ts';
import { startApiIfNeeded, tokenFor } from './local-api.mjs';
import { deployRuntimeConfig, SHELL_OVERLAY, serveBuilds } from './serve-builds.ts';
import {
  BUDGETS_KB,
  formatSizeReport,
  overBudget,
  SIZE_REPORT_FILE,
  TELEMETRY_BUDGETS_BROTLI_KB,
} from './size-report.ts';

const ROUTES = [
  { label: '/', path: '/', ready: 'Login', readyHi: 'लॉग इन' },
  { label: '/{uid}', path: '/QRUSED0001', ready: 'Call Owner', readyHi: 'मालिक को कॉल' },
  { label: '/admin', path: '/admin', phone: '919876543210', ready: 'Welcome Back', readyHi: 'आपका स्वागत है' },
  {
    label: '/admin/queries',
    path: '/admin/queries',
    phone: '919900000001',
    ready: 'User Queries',
    readyHi: 'यूज़र के सवाल',
  },
];
const USAGE = 'usage: pnpm size [--lang en|hi] [--files] [--write]';
const { values: options } = readCommandLine({
  name: 'size',
  usage: USAGE,
  options: {
    lang: { type: 'string', default: 'en' },
    files: { type: 'boolean', default: false },
    write: { type: 'boolean', default: false },
  },
});
if (!['en', 'hi'].includes(options.lang)) refuse('size', USAGE, `--lang takes en or hi, not ${options.lang}`);
const write = options.write;
const languages = write ? ['en', 'hi'] : [options.lang];

const originName = new Map(APPS.map((app) => [`http://localhost:${app.servePort}`, app.dir]));
const kb = (bytes) => (bytes / 1024).toFixed(1);
const brotliSize = (body) => brotliCompressSync(body).length;

/** The health reports' chunks in the shell's build (shell/src/telemetry/): the reporter's and web-vitals'. */
const TELEMETRY_CHUNK = /\/telemetry(-vitals)?\.[0-9a-f]{8}\.js$/;
const WEB_VITALS_CHUNK = /\/telemetry-vitals\.[0-9a-f]{8}\.js$/;

/**
 * The bytes the health reports add to the shell's entry (main) and bootstrap, which every route loads before it
 * renders: the shell built twice into temporary folders, as it is and with the hook's two modules (the entry's
 * notes, the bootstrap's wait for a usable page) replaced by empty ones. An estimate: the minifier names
 * things differently in the two builds, which moves a few bytes either way.
 */
async function measureTelemetryHook() {
  const shellDir = path.join(ROOT, 'shell');
  const requireFromShell = createRequire(path.join(shellDir, 'package.json'));
  const { rspack } = await import(pathToFileURL(requireFromShell.resolve('@rspack/core')).href);
  const { default: shellConfig } = await import(pathToFileURL(path.join(shellDir, 'rspack.config.mjs')).href);
  const folder = mkdtempSync(path.join(os.tmpdir(), 'qr-size-hook-'));
  const stubs = {
    [path.join(shellDir, 'src', 'telemetry', 'early-notes.ts')]:
      'export const note = () => {}; export const takeNotes = () => {}; export const constructorName = () => undefined; export const stackScript = () => undefined;',
    [path.join(shellDir, 'src', 'telemetry', 'start-when-usable.ts')]: 'export const startWhenUsable = () => {};',
  };
  const alias = {};
  for (const [module, text] of Object.entries(stubs)) {
    alias[module] = path.join(folder, `${path.basename(module, '.ts')}.stub.js`);
    writeFileSync(alias[module], `${text}\n`);
  }
  const build = async (name, extraAlias) => {
    const config = shellConfig({}, { mode: 'production' });
    config.output.path = path.join(folder, name);
    config.resolve.alias = { ...config.resolve.alias, ...extraAlias };
    config.infrastructureLogging = { level: 'error' };
    const compiler = rspack(config);
    await new Promise((resolve, reject) =>
      compiler.run((error, stats) =>
        error ? reject(error) : stats.hasErrors() ? reject(new Error(stats.toString('errors-only'))) : resolve(),
      ),
    );
    await new Promise((resolve) => compiler.close(resolve));
    const sizes = {};
    for (const file of readdirSync(config.output.path)) {
      const part = /^(main|bootstrap)\.[0-9a-f]{8}\.js$/.exec(file)?.[1];
      if (!part) continue;
      const body = readFileSync(path.join(config.output.path, file));
      sizes[part] = { gzip: gzipSync(body, { level: 9 }).length, brotli: brotliSize(body) };
    }
    return sizes;
  };
  try {
    const withHook = await build('with', {});
    const without = await build('without', alias);
    const delta = (part, unit) => withHook[part][unit] - without[part][unit];
    return {
      gzip: delta('main', 'gzip') + delta('bootstrap', 'gzip'),
      brotli: delta('main', 'brotli') + delta('bootstrap', 'brotli'),
      parts: `entry ${delta('main', 'gzip')} B, bootstrap ${delta('bootstrap', 'gzip')} B gzip (${delta('main', 'brotli')} and ${delta('bootstrap', 'brotli')} B brotli)`,
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * In the page, before its scripts: notes when it is first usable as the shell's reports wait for it (the app shows
 * something that is not a loading screen: shell/src/telemetry/start-when-usable.ts), by the page's clock.
 */
function recordUsable() {
  const watch = () => {
    const root = document.getElementById('root');
    if (!root) return;
    new MutationObserver((_, observer) => {
      if (!root.firstElementChild || root.querySelector('[data-loading-screen]')) return;
      window.usableAt = performance.now();
      observer.disconnect();
    }).observe(root, { childList: true, subtree: true });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', watch);
  else watch();
}

/** In the page: how many of the reports' chunks were requested before it was usable (by the page's own clock). */
function telemetryBeforeUsable(chunkPattern) {
  const chunk = new RegExp(chunkPattern);
  const usableAt = window.usableAt ?? Number.POSITIVE_INFINITY;
  return performance
    .getEntriesByType('resource')
    .filter((entry) => chunk.test(entry.name) && entry.startTime < usableAt).length;
}

/** The telemetry line of a route: the hook, the chunks (brotli), and whether any came before the page was usable. */
function telemetryLine(label, hook, chunks, beforeUsable) {
  const sum = (items) => items.reduce((total, item) => total + item.brotli, 0);
  const reporter = sum(chunks.filter((chunk) => !WEB_VITALS_CHUNK.test(chunk.url)));
  const vitals = sum(chunks.filter((chunk) => WEB_VITALS_CHUNK.test(chunk.url)));
  const paid = hook.brotli + reporter;
  const budget = TELEMETRY_BUDGETS_BROTLI_KB[label];
  const over = (budget !== undefined && paid / 1024 > budget) || beforeUsable > 0;
  const gzip = chunks.reduce((total, chunk) => total + chunk.gzip, 0);
  console.log(
    `${'  telemetry'.padEnd(16)} ${kb(paid).padStart(6)} KB brotli: the hook ${hook.brotli} B + the reporter ${reporter} B${budget === undefined ? '' : ` (budget ${budget} KB)`}; a tab in the sample also ${vitals} B (web-vitals); gzip: hook ${hook.gzip} B, chunks ${gzip} B; ${beforeUsable ? `${beforeUsable} chunk(s) BEFORE the page was usable` : 'nothing before the page was usable'}`,
  );
  return { label, over, paid, early: beforeUsable };
}

/** Measures every route for one language, printing a line per route (and its telemetry line). */
async function measureRoutes(browser, { siteUrl, apiUrl, telemetryUrl, hook, telemetry }, hindi) {
  await fetch(`${apiUrl}/__dev/reset`, { method: 'POST' });
  console.log(
    `gzip JavaScript per route (production build, fresh cache${hindi ? ', a browser preferring Hindi (hi-IN)' : ''}): what the route needs to render, and the total once the first tap has fetched the code of the overlays:\n`,
  );
  const measured = [];
  for (const route of ROUTES) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      ...(hindi ? { locale: 'hi-IN' } : {}),
    });
    const ready = hindi ? route.readyHi : route.ready;
    if (route.phone) {
      const token = await tokenFor(apiUrl, route.phone);
      await context.addInitScript((value) => localStorage.setItem('authToken', value), token);
    }
    await context.route('https://challenges.cloudflare.com/**', (request) => request.abort());
    await context.addInitScript(recordUsable);
    // The health reports' endpoint answers; a beacon sent as the page closes reaches the local API, which refuses it.
    await context.route(telemetryUrl, (request) => request.fulfill({ status: 204 }));
    const page = await context.newPage();
    const scripts = [];
    const telemetryChunks = [];
    const reading = [];
    let rendered = false;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith('http://localhost')) return;
      // Whether it came before the content is known now; its body may be read after the content shows.
      const afterRender = rendered;
      const url = response.url();
      reading.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) =>
            // The health reports' chunks are on their own line, not in the route's figures.
            (TELEMETRY_CHUNK.test(url) ? telemetryChunks : scripts).push({
              url,
              gzip: gzipSync(body, { level: 9 }).length,
              brotli: brotliSize(body),
              afterRender,
            }),
          ),
      );
    });
    await page.goto(`${siteUrl}${route.path}`);
    await page
      .getByText(ready, { exact: false })
      .first()
      .waitFor({ timeout: 15_000 })
      .catch(() => {
        console.warn(`  (${route.label}: "${ready}" did not appear; measured what loaded)`);
      });
    // What arrived until the route showed its content is what it needed to render.
    rendered = true;
    await Promise.all(reading);
    const firstRender = scripts.reduce((sum, script) => sum + script.gzip, 0);
    // Overlays' code follows the first touch or key (or 10 s): a tap brings it in, once the page has settled
    // (the listeners for it are attached in effects that run after the content's first paint).
    await page.waitForLoadState('networkidle');
    await page.mouse.click(5, 5);
    await page.waitForTimeout(1500);
    await page.waitForLoadState('networkidle');
    // The reports' chunks: the reporter's, then web-vitals' (every tab is in the sample here).
    for (let waited = 0; telemetryChunks.length < 2 && waited < 10_000; waited += 250) await page.waitForTimeout(250);
    await Promise.all(reading);
    const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
    const renderFiles = scripts.filter((script) => !script.afterRender).length;
    const byApp = new Map();
    for (const script of scripts) {
      const name = originName.get(new URL(script.url).origin) ?? new URL(script.url).origin;
      byApp.set(name, (byApp.get(name) ?? 0) + script.gzip);
    }
    const parts = [...byApp].map(([name, bytes]) => `${name} ${kb(bytes)}`).join(', ');
    // The budget is the English visitor's: a Hindi visitor's page also brings its Hindi texts.
    const budgetKb = hindi ? undefined : BUDGETS_KB[route.label];
    const budget = budgetKb === undefined ? '' : ` (budget ${budgetKb} KB)`;
    console.log(
      `${route.label.padEnd(16)} ${kb(firstRender).padStart(6)} KB to render (${renderFiles} files)${budget}, ${kb(total)} KB after the first tap  [${parts}]`,
    );
    if (options.files) {
      for (const script of scripts.filter((item) => !item.afterRender).sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(script.gzip).padStart(6)} KB  ${script.url}`);
    }
    const beforeUsable = await page.evaluate(telemetryBeforeUsable, TELEMETRY_CHUNK.source);
    telemetry.push({ hindi, ...telemetryLine(route.label, hook, telemetryChunks, beforeUsable) });
    measured.push({
      label: route.label,
      render: firstRender,
      renderFiles,
      total,
      byApp: Object.fromEntries([...byApp].sort(([a], [b]) => a.localeCompare(b))),
    });
    await context.close();
  }
  return measured;
}

/** The commit measured, marked when the working tree had changes. */
function measuredCommit() {
  const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' (with uncommitted changes)' : ''}`;
}

console.log("Building the shell with and without the health reports' hook ...");
const hook = await measureTelemetryHook();
console.log(`The health reports' hook: ${hook.parts}.\n`);
const served = await serveBuilds({ turnstileScriptUrl: undefined, fresh: true });
await startApiIfNeeded(served.apiUrl);
// The site with its health reports on, every tab in the sample; the endpoint is answered by each page's route.
const liveConfig = JSON.parse(readFileSync(path.join(SHELL_OVERLAY, 'runtime-config.json'), 'utf8'));
const telemetryUrl = `${served.apiUrl}/v1/logs`;
await deployRuntimeConfig({ ...liveConfig, telemetry: { url: telemetryUrl, sampleRate: 1, environment: 'size' } });
const browser = await chromium.launch(chromiumLaunchOptions);
const runs = [];
const telemetry = [];
try {
  for (const lang of languages) {
    if (runs.length) console.log('');
    runs.push({
      lang,
      routes: await measureRoutes(browser, { ...served, telemetryUrl, hook, telemetry }, lang === 'hi'),
    });
  }
} finally {
  await browser.close();
  await deployRuntimeConfig(liveConfig);
  await served.close();
}

const english = runs.find((run) => run.lang === 'en');
const over = (english?.routes ?? []).filter((route) => overBudget(route));
if (write) {
  const report = { date: new Date().toISOString().slice(0, 10), commit: measuredCommit(), budgets: BUDGETS_KB, runs };
  writeFileSync(path.join(ROOT, SIZE_REPORT_FILE), formatSizeReport(report));
  console.log(`\nWrote ${SIZE_REPORT_FILE}.`);
}
// The health reports' budget and their rule (nothing before the page is usable), for English visitors.
const telemetryOver = telemetry.filter((line) => !line.hindi && line.over);
for (const line of telemetryOver) {
  console.log(
    line.early
      ? `\nThe health reports' code came before ${line.label} was usable.`
      : `\nThe health reports cost ${line.label} ${kb(line.paid)} KB brotli, over their ${TELEMETRY_BUDGETS_BROTLI_KB[line.label]} KB budget.`,
  );
}
if (telemetryOver.length) process.exitCode = 1;
if (!english) console.log('\nHindi: the budgets apply to English visitors and were not checked.');
else if (over.length) {
  for (const route of over) console.log(`\nThe route ${route.label} is over its ${BUDGETS_KB[route.label]} KB budget.`);
  process.exitCode = 1;
} else
  console.log(`\nEvery route is within its budget${telemetryOver.length ? '' : ', and so are the health reports'}.`);
