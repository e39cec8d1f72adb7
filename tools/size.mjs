// pnpm size: the gzip bytes of JavaScript each route really loads (shell + remote entries + chunks),
// measured in Chromium against the production builds and the local API. `--lang hi` measures a visitor
// whose browser prefers Hindi (hi-IN): the routes with their Hindi texts. `--write` measures both and
// writes docs/size-report.md (size-report.mjs).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from 'shared-ui/build/chromium.mjs';
import { APPS, ROOT } from './apps.mjs';
import { startApiIfNeeded, tokenFor } from './local-api.mjs';
import { serveBuilds } from './serve-builds.mjs';
import { BUDGETS_KB, formatSizeReport, overBudget, SIZE_REPORT_FILE } from './size-report.mjs';

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
const langIndex = process.argv.indexOf('--lang');
const write = process.argv.includes('--write');
const languages = write ? ['en', 'hi'] : [langIndex !== -1 && process.argv[langIndex + 1] === 'hi' ? 'hi' : 'en'];

const originName = new Map(APPS.map((app) => [`http://localhost:${app.servePort}`, app.dir]));
const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Measures every route for one language, printing a line per route. */
async function measureRoutes(browser, { siteUrl, apiUrl }, hindi) {
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
    const page = await context.newPage();
    const scripts = [];
    const reading = [];
    let rendered = false;
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script' || !response.url().startsWith('http://localhost')) return;
      // Whether it came before the content is known now; its body may be read after the content shows.
      const afterRender = rendered;
      reading.push(
        response
          .body()
          .catch(() => Buffer.alloc(0))
          .then((body) =>
            scripts.push({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length, afterRender }),
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
    if (process.argv.includes('--files')) {
      for (const script of scripts.filter((item) => !item.afterRender).sort((a, b) => b.gzip - a.gzip))
        console.log(`    ${kb(script.gzip).padStart(6)} KB  ${script.url}`);
    }
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

const served = await serveBuilds({ turnstileScriptUrl: undefined, fresh: true });
await startApiIfNeeded(served.apiUrl);
const browser = await chromium.launch(chromiumLaunchOptions);
const runs = [];
try {
  for (const lang of languages) {
    if (runs.length) console.log('');
    runs.push({ lang, routes: await measureRoutes(browser, served, lang === 'hi') });
  }
} finally {
  await browser.close();
  await served.close();
}

const english = runs.find((run) => run.lang === 'en');
const over = (english?.routes ?? []).filter((route) => overBudget(route));
if (write) {
  const report = { date: new Date().toISOString().slice(0, 10), commit: measuredCommit(), budgets: BUDGETS_KB, runs };
  writeFileSync(path.join(ROOT, SIZE_REPORT_FILE), formatSizeReport(report));
  console.log(`\nWrote ${SIZE_REPORT_FILE}.`);
}
if (!english) console.log('\nHindi: the budgets apply to English visitors and were not checked.');
else if (over.length) {
  for (const route of over) console.log(`\nThe route ${route.label} is over its ${BUDGETS_KB[route.label]} KB budget.`);
  process.exitCode = 1;
} else console.log('\nEvery route is within its budget.');
