// pnpm bench [--runs N] [--quick] [--only federation|scale|collector] [--no-same-bytes] [--no-lighthouse] [--no-build] [--write]
//
// How much Module Federation costs a first visit: the federated site (shell and remotes, one origin each) against
// the bundled baseline (the same app as ONE bundle, `pnpm build:bundled`), on / and the scanner route /QRUSED0001.
// Each run is a cold load (fresh browser context, empty cache; the local API reset first) in Chromium emulating a
// slow phone: 390x844, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x slower (DevTools protocol). Runs
// alternate, federated 1, bundled 1, federated 2 …, so that noise on this shared machine hits both builds alike.
// Measured from navigation start (see measure.mjs):
// - time to usable: when the route's controls are visible and enabled (the Login button; the 4 vehicle character
//   boxes and the phone field), recorded by performance.now() inside the page;
// - FCP and LCP, from the page's PerformanceObservers;
// - JS before usable: gzip transfer bytes of the scripts finished by then, from DevTools Network events so that
//   the remotes' cross-origin scripts count; the bot-check script is left out;
// - requests: those started before usable (data: URLs aside);
// - sequential chain: the longest run of document/script/stylesheet/fetch/XHR/preload requests finished before
//   usable in which each started after the previous one finished, i.e. the round trips made one after another.
// A third build runs in the same rounds: the bundled one carrying federation's extra bytes as an incompressible
// comment in its entry (same-bytes.mjs; as many as the federated / transferred more before usable, measured in 3
// cold loads of each first). Against it the federated build shows what federation costs beyond its bytes
// (--no-same-bytes leaves it out).
// Prints median [min–max] per build and the federated/bundled ratio of medians, and writes every run to
// tools/bench/results/latest.json and a timestamped copy. 3 Lighthouse runs (mobile preset, performance only) per
// route and build follow (--no-lighthouse leaves them out). --no-build measures the builds already on disk.
// Then the lists at scale (scale.mjs: 10,000 admin queries, 2,000 activities, 100 vehicles).
// Then the health collector (collector-bench.mjs: events stored per second and each request's latency, up to 3
// runs of 10 s; it needs neither the builds nor a browser).
// At the end, every figure in one table with its target (summary.mjs); --write also writes that table to
// docs/bench-report.md, and only after a whole run. --quick makes 3 runs instead of 9; --only measures one of
// the three parts.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';
import { CPU_SLOWDOWN, measureRun, NETWORK, ROUTES, VIEWPORT } from './measure.mjs';
import { describeAudits, describeRuns, printRoute, ratios } from './report.mjs';
import { writeSameBytesBaseline } from './same-bytes.mjs';
import { measureScale, SCALE_FIGURES } from './scale.mjs';
import { formatBenchReport, formatSummaryText, median, summaryRows, verdict } from './summary.mjs';

const LIGHTHOUSE_RUNS = 3;
const BENCH_REPORT_FILE = 'docs/bench-report.md';

const USAGE =
  'usage: pnpm bench [--runs N] [--quick] [--only federation|scale|collector] [--no-same-bytes] [--no-lighthouse] [--no-build] [--write]';
const CALIBRATION_RUNS = 3;
/** Where the control build (same-bytes.mjs) is written; git ignores it. */
const SAME_BYTES_DIST_PARTS = ['tools', 'bench', 'dist-bundled-same-bytes'];

/** Stops with one line saying why, and the usage: a typo is not a stack trace. */
function refuse(reason) {
  console.error(`bench: ${reason}\n${USAGE}`);
  process.exit(2);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      runs: { type: 'string' },
      quick: { type: 'boolean', default: false },
      only: { type: 'string' },
      lighthouse: { type: 'boolean', default: true },
      'same-bytes': { type: 'boolean', default: true },
      build: { type: 'boolean', default: true },
      write: { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
    allowNegative: true,
  }));
} catch (error) {
  refuse(error.message);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const runCount = Number(options.runs ?? (options.quick ? 3 : 9));
if (!Number.isInteger(runCount) || runCount < 1) refuse(`--runs wants a positive whole number, not ${options.runs}`);
if (options.only !== undefined && !['federation', 'scale', 'collector'].includes(options.only)) {
  refuse(`--only wants federation, scale or collector, not ${options.only}`);
}
const measures = (part) => options.only === undefined || options.only === part;
/** The collector alone needs no build, site or browser. */
const needsSite = measures('federation') || measures('scale');
// docs/bench-report.md is the one table of every figure: a partial run would write a report without the rest.
const leftOut = [
  options.only !== undefined && `--only ${options.only}`,
  !options.lighthouse && '--no-lighthouse',
  !options['same-bytes'] && '--no-same-bytes',
].filter(Boolean);
if (options.write && leftOut.length) {
  refuse(`--write wants the whole bench: with ${leftOut.join(' and ')} the report would lose the rest of its rows`);
}

// Away from `pnpm serve` and the e2e suite's two workers (5000-5020, 5100-5120) unless told otherwise;
// apps.mjs reads this when first imported.
process.env.SERVE_PORT_BASE ??= '5200';
const BUNDLED_PORT = Number(process.env.SERVE_PORT_BASE) + 10;
const { API_PORT, ROOT } = await import('../apps.mjs');
const { BUNDLED_DIST, serveBuilds, serveBundled } = await import('../serve-builds.ts');
const { startApiIfNeeded } = await import('../local-api.mjs');

function pnpm(script) {
  const { status } = spawnSync('pnpm', [script], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) throw new Error(`pnpm ${script} failed`);
}

/** git's answer, or null outside a repository. */
function git(...args) {
  try {
    return execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/**
 * Runs measure(build, route, i) count times per route and build, interleaved (run 1 of each build, then run 2 …);
 * returns per route { path, federated: summariseRuns(its runs), bundled: … }.
 */
async function interleaved(builds, count, measure, summariseRuns) {
  const results = [];
  for (const route of ROUTES) {
    const runsOf = builds.map(() => []);
    for (let i = 1; i <= count; i++) {
      for (const [b, build] of builds.entries()) runsOf[b].push(await measure(build, route, i));
    }
    results.push({
      path: route.path,
      ...Object.fromEntries(builds.map((build, b) => [build.name, summariseRuns(runsOf[b])])),
    });
  }
  return results;
}

/**
 * The control build (same-bytes.mjs), served: the bundled build's entry padded by the bytes the federated /
 * transferred more before usable (median of CALIBRATION_RUNS cold loads of each build).
 */
async function serveSameBytes([federated, bundled]) {
  const bytesOf = async (build) => {
    const runs = [];
    for (let i = 0; i < CALIBRATION_RUNS; i++) {
      await reset();
      runs.push((await measureRun(browser, `${build.url}${ROUTES[0].path}`, ROUTES[0].targets)).bytes);
    }
    return median(runs);
  };
  const extra = Math.max(0, (await bytesOf(federated)) - (await bytesOf(bundled)));
  const root = path.join(ROOT, ...SAME_BYTES_DIST_PARTS);
  const { entry, addedBytes } = writeSameBytesBaseline({
    from: BUNDLED_DIST,
    to: root,
    padBytes: extra,
  });
  const served = await serveBundled({
    port: BUNDLED_PORT + 1,
    turnstileScriptUrl,
    root,
  });
  console.log(
    `Control build: the bundled one with ${addedBytes.toLocaleString('en')} B more in ${entry} (brotli), the federated ${ROUTES[0].path}'s extra bytes before usable.`,
  );
  return { ...served, entry, addedBytes };
}

if (options.build && needsSite) {
  pnpm('build');
  if (measures('federation')) pnpm('build:bundled');
}

const date = new Date();
const apiUrl = `http://localhost:${API_PORT}`;
const reset = () => fetch(`${apiUrl}/__dev/reset`, { method: 'POST' });
// The local fake bot check, so that no page reaches for the internet.
const turnstileScriptUrl = `${apiUrl}/__dev/turnstile/api.js`;
const closers = [];
let browser;
try {
  if (needsSite) await startApiIfNeeded(apiUrl);
  const federated = needsSite ? await serveBuilds({ turnstileScriptUrl, fresh: true }) : null;
  if (federated) closers.push(federated.close);
  const bundled = measures('federation') ? await serveBundled({ port: BUNDLED_PORT, turnstileScriptUrl }) : null;
  if (bundled) closers.push(bundled.close);
  if (needsSite) browser = await chromium.launch(chromiumLaunchOptions);
  const builds = [
    { name: 'federated', url: federated?.siteUrl },
    { name: 'bundled', url: bundled?.siteUrl },
  ];
  let sameBytes = null;
  if (bundled && options['same-bytes']) {
    sameBytes = await serveSameBytes(builds);
    closers.push(sameBytes.close);
    builds.push({ name: 'sameBytes', url: sameBytes.siteUrl });
  }

  if (measures('federation')) console.log(`${runCount} cold loads per route and build, interleaved:`);
  const measured = !measures('federation')
    ? []
    : await interleaved(
        builds,
        runCount,
        async (build, route, i) => {
          await reset();
          const run = await measureRun(browser, `${build.url}${route.path}`, route.targets);
          const cached = run.cachedRequests ? ` (WARNING: ${run.cachedRequests} requests came from a cache)` : '';
          console.log(`  ${route.path} ${build.name} ${i}/${runCount}: usable at ${run.usableMs} ms${cached}`);
          return run;
        },
        describeRuns,
      );
  const routes = measured.map((route, r) => ({
    ...route,
    usableWhen: ROUTES[r].usableWhen,
    ratios: ratios(route.federated.summary, route.bundled.summary),
  }));
  routes.forEach(printRoute);

  let lighthouse = null;
  if (options.lighthouse && measures('federation')) {
    const { lighthouseRun } = await import('./lighthouse.mjs');
    console.log(`\nLighthouse, ${LIGHTHOUSE_RUNS} runs per route and build, interleaved:`);
    lighthouse = await interleaved(
      builds.slice(0, 2),
      LIGHTHOUSE_RUNS,
      async (build, route, i) => {
        await reset();
        const audit = await lighthouseRun(`${build.url}${route.path}`);
        console.log(`  ${route.path} ${build.name} ${i}/${LIGHTHOUSE_RUNS}: score ${audit.score}`);
        return audit;
      },
      describeAudits,
    );
  }

  let scale = null;
  if (measures('scale')) {
    console.log(`\nLists at scale, ${runCount} runs per list, volume and viewport:`);
    scale = await measureScale(browser, { apiUrl, siteUrl: federated.siteUrl }, { runs: runCount, log: console.log });
  }

  let collector = null;
  if (measures('collector')) {
    const { benchCollector, formatCollectorTable } = await import('./collector-bench.mjs');
    const runs = [];
    const collectorRuns = Math.min(runCount, 3);
    console.log(`\nThe health collector, ${collectorRuns} runs:`);
    for (let i = 0; i < collectorRuns; i++) runs.push(await benchCollector({ log: console.log }));
    for (const line of formatCollectorTable(runs)) console.log(`  ${line}`);
    collector = { clients: runs[0].clients, batchSize: runs[0].batchSize, runs };
  }

  const results = {
    date: date.toISOString(),
    machine: {
      node: process.version,
      chromium: browser?.version() ?? null,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      /** The 1-minute load average at the end: how busy this (possibly shared) machine was. */
      loadAverage: os.loadavg()[0].toFixed(1),
      platform: `${os.platform()} ${os.release()}`,
      gitCommit: git('rev-parse', 'HEAD'),
      /** Files changed since that commit: the numbers are of the working tree. */
      gitChanges: git('status', '--porcelain')?.split('\n').filter(Boolean).length ?? null,
    },
    settings: {
      runs: runCount,
      viewport: VIEWPORT,
      network: NETWORK,
      cpuSlowdown: CPU_SLOWDOWN,
      urls: builds,
      sameBytes: sameBytes && { entry: sameBytes.entry, addedBytes: sameBytes.addedBytes },
    },
    routes,
    lighthouse,
    scale,
    collector,
  };
  const folder = path.join(ROOT, 'tools', 'bench', 'results');
  mkdirSync(folder, { recursive: true });
  const json = `${JSON.stringify(results, null, 2)}\n`;
  const file = path.join(folder, `bench-${date.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, json);
  writeFileSync(path.join(folder, 'latest.json'), json);
  const rows = summaryRows(results, SCALE_FIGURES);
  console.log('\nEvery figure, median [min–max] of the runs; ratio = federated/bundled, or measured/target:');
  for (const line of formatSummaryText(rows)) console.log(line);
  console.log(verdict(rows));
  if (options.write) writeFileSync(path.join(ROOT, BENCH_REPORT_FILE), formatBenchReport(results, SCALE_FIGURES));
  console.log(
    `\nAll runs: ${path.relative(ROOT, file)} (and tools/bench/results/latest.json)` +
      (options.write ? `; the table: ${BENCH_REPORT_FILE}` : ''),
  );
} finally {
  await browser?.close();
  await Promise.all(closers.map((close) => close()));
}
