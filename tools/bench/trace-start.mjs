// node tools/bench/trace-start.mjs [--runs 3] [--route /QRUSED0001] [--keep-traces]
// node tools/bench/trace-start.mjs --from tools/bench/results/trace-start-<date>.json
//
// What the main thread does before a route is usable, federated against bundled. Serves the builds on
// disk like `pnpm bench` (run `pnpm build` and `pnpm build:bundled` first), then for each route (both unless
// --route) loads it cold `--runs` times per build, interleaved (federated 1, bundled 1, federated 2 …), under the
// bench's conditions (measure.mjs: 390x844, slow 4G, CPU 4x, usable = the route's controls visible and enabled),
// with a Chromium performance trace from before navigation until usable (plus 500 ms). One discarded load of each
// build comes first (the browser's first load also starts its processes).
//
// From each trace: every main-thread task (RunTask / ThreadControllerImpl::RunTask on the page's CrRendererMain)
// over 50 ms that starts before usable, with its start (ms from navigation start), its duration, and what it ran:
//   - the trace events inside it, by self time: script evaluation and compilation by file, HTML parsing,
//     style, layout, paint, GC, timers, events, microtasks;
//   - the JavaScript samples inside it (V8's sampling profiler, recorded in the trace), by file of the
//     innermost frame that has one, and the hottest functions (file:line:column, for the minified code).
// Each task is also given one name for what took most of it (whatTask: the document's commit and parse, the
// bench's own scripts, style/layout/paint, a file's compilation or first evaluation, or the JavaScript of the file
// most sampled). Also what all those tasks ran added up per run: JavaScript samples by file, trace events by kind.
// Prints each run's tasks, then per build and route the median number of such tasks and the median time of each
// kind of task, and the kinds the federated build has more of (by 30 ms or more); writes everything to
// tools/bench/results/trace-start-<date>.json (git ignores it), the raw traces too with --keep-traces
// (tools/bench/results/traces/, load them in DevTools' Performance panel). `--from <that json>` reads its kept
// traces again (no browser, no servers): for changing the analysis without measuring again; given more than once,
// the runs of all those files count together.
//
// Not the page's own work: "evaluate (no file)" with InjectedScript/UtilityScript samples is Playwright's
// waitForFunction, and samples in watchPage/check/ready are the usable check (measure.mjs), which also forces
// the style and layout a frame would have done anyway. Both builds carry them alike.
//
// Ports: SERVE_PORT_BASE (5200 unless set; the site on base..base+7, the bundled build on base+10) and API_PORT
// (4000 unless set), as bench.mjs. The 1-minute load average is recorded before each run: the machine may be shared.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';
import { CPU_SLOWDOWN, NETWORK, ROUTES, VIEWPORT, watchPage } from './measure.mjs';

const USAGE =
  'usage: node tools/bench/trace-start.mjs [--runs 3] [--route /QRUSED0001] [--keep-traces] | --from tools/bench/results/trace-start-….json [--from …]';
/** The timeline, script and loading categories, plus the top-level task events and V8's samples for JavaScript attribution. */
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];
const LONG_TASK_MS = 50;
const USABLE_TIMEOUT_MS = 60_000;
const AFTER_USABLE_MS = 500;
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** Trace event names, grouped into what a reader of the table needs to tell apart. */
const KIND_OF = {
  EvaluateScript: 'evaluate',
  'v8.evaluateModule': 'evaluate',
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'V8.CompileLazy': 'compile',
  'v8.produceCache': 'compile',
  'v8.parseOnBackground': 'compile',
  FunctionCall: 'js call',
  TimerFire: 'timer',
  FireAnimationFrame: 'animation frame',
  EventDispatch: 'event',
  XHRReadyStateChange: 'xhr',
  RunMicrotasks: 'microtasks',
  'v8.runMicrotasks': 'microtasks',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  Commit: 'paint',
  MinorGC: 'GC',
  MajorGC: 'GC',
  'V8.GCScavenger': 'GC',
  'V8.GCFinalizeMC': 'GC',
  'V8.GC_MC_BACKGROUND_EVACUATE_COPY': 'GC',
  'BlinkGC.AtomicPhase': 'GC',
  ResourceReceiveResponse: 'network callback',
  ResourceReceivedData: 'network callback',
  ResourceFinish: 'network callback',
};

let options;
try {
  ({ values: options } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      route: { type: 'string' },
      'keep-traces': { type: 'boolean', default: false },
      from: { type: 'string', multiple: true },
      help: { type: 'boolean', default: false },
    },
  }));
} catch (error) {
  console.error(`trace-start: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
const runCount = Number(options.runs);
const routes = options.route ? ROUTES.filter((route) => route.path === options.route) : ROUTES;
if (!Number.isInteger(runCount) || runCount < 1 || routes.length === 0) {
  console.error(
    `trace-start: --runs wants a positive whole number, --route one of ${ROUTES.map((r) => r.path)}\n${USAGE}`,
  );
  process.exit(2);
}

process.env.SERVE_PORT_BASE ??= '5200';
const BUNDLED_PORT = Number(process.env.SERVE_PORT_BASE) + 10;
const { API_PORT, APPS, ROOT } = await import('../apps.mjs');
const { serveBuilds, serveBundled } = await import('../serve-builds.ts');
const { startApiIfNeeded } = await import('../local-api.mjs');

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const ms = (microseconds) => Math.round(microseconds / 1000);

/** A script's URL as a reader knows it: its app (by port) and file, e.g. `mfe-public/remoteEntry.js`. */
function scriptName(url) {
  if (!url) return '(no file)';
  if (!/^https?:/.test(url)) return '(no file)';
  let parsed;
  try {
    parsed = new URL(url);
  } catch {
    return url.slice(0, 60);
  }
  const port = Number(parsed.port);
  const app =
    port === BUNDLED_PORT
      ? 'bundled'
      : port === API_PORT
        ? 'api'
        : (APPS.find((candidate) => candidate.servePort === port)?.dir ?? parsed.host);
  // Hashes dropped, so that a file is named alike in every build: shell/main.js, mfe-public/remoteEntry.js.
  return `${app}${parsed.pathname.replace(/\.[0-9a-f]{8}\.js$/, '.js')}`;
}

/** The events of one thread as complete events (B/E pairs joined), sorted by start, longest first on ties. */
function completeEvents(events) {
  const open = [];
  const complete = [];
  for (const event of events) {
    if (event.ph === 'X') complete.push(event);
    else if (event.ph === 'B') open.push(event);
    else if (event.ph === 'E') {
      const begin = open.pop();
      if (begin) complete.push({ ...begin, ph: 'X', dur: event.ts - begin.ts, args: { ...begin.args, ...event.args } });
    }
  }
  return complete.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
}

/** The URL an event is about, if it says. */
const urlOf = (event) =>
  event.args?.data?.url || event.args?.data?.stackTrace?.[0]?.url || event.args?.beginData?.url || '';

/**
 * The label of an event's own time: its kind, with the file for script work and the type for events; an event
 * of no known kind by its own name (the task's own time, traced by nothing inside it, is "other").
 */
function labelOf(event) {
  const kind = KIND_OF[event.name] ?? (event.name.startsWith('V8.GC') ? 'GC' : null);
  if (!kind) return event.name;
  if (['evaluate', 'compile', 'js call', 'timer'].includes(kind)) return `${kind} ${scriptName(urlOf(event))}`;
  if (kind === 'event') return `event ${event.args?.data?.type ?? '?'}`;
  return kind;
}

/**
 * Self time (µs) per label inside a task: each event's duration minus its children's, the task's own time
 * and unknown events counted under their nearest labelled ancestor (or "other" at the top).
 */
function selfTimes(task, inside) {
  const totals = new Map();
  const stack = [{ event: task, label: 'other', self: task.dur }];
  const close = (frame) => totals.set(frame.label, (totals.get(frame.label) ?? 0) + frame.self);
  for (const event of inside) {
    while (stack.length > 1 && stack.at(-1).event.ts + stack.at(-1).event.dur <= event.ts) close(stack.pop());
    const parent = stack.at(-1);
    if (event.ts + event.dur > parent.event.ts + parent.event.dur) continue; // overlaps, not nested: skip
    parent.self -= event.dur;
    stack.push({ event, label: labelOf(event), self: event.dur });
  }
  while (stack.length) close(stack.pop());
  return totals;
}

/** V8's samples of the page's main thread: [{ ts, node }] with the call tree's nodes by id (parent linked). */
function samplesOf(events, pid, tid) {
  const profiles = events.filter((event) => event.name === 'Profile' && event.pid === pid);
  const profile = profiles.find((event) => event.tid === tid) ?? profiles[0];
  if (!profile) return { samples: [], nodes: new Map() };
  const nodes = new Map();
  const samples = [];
  let time = profile.args.data.startTime;
  for (const chunk of events) {
    if (chunk.name !== 'ProfileChunk' || chunk.pid !== pid || chunk.id !== profile.id) continue;
    const { cpuProfile = {}, timeDeltas = [] } = chunk.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, i) => {
      time += timeDeltas[i] ?? 0;
      samples.push({ ts: time, id });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  return { samples, nodes };
}

/**
 * The samples inside a task, as time (µs, each sample worth the gap to the next) per file of the innermost
 * frame that has one, per hottest function (its name, file, line and column), and per outermost file (what
 * started the JavaScript: a remote's entry called from the shell's counts under the shell's file).
 */
function sampledJs(task, { samples, nodes }) {
  const byFile = new Map();
  const byFunction = new Map();
  const byOuterFile = new Map();
  const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);
  const end = task.ts + task.dur;
  for (let i = 0; i < samples.length; i++) {
    const sample = samples[i];
    if (sample.ts < task.ts || sample.ts >= end) continue;
    const weight = Math.min(samples[i + 1]?.ts ?? end, end) - sample.ts;
    let node = nodes.get(sample.id);
    const leaf = node?.callFrame;
    if (!leaf || ['(idle)', '(root)'].includes(leaf.functionName)) continue;
    if (leaf.functionName === '(program)' || leaf.functionName === '(garbage collector)') {
      add(byFile, leaf.functionName, weight);
      continue;
    }
    let file = null;
    let outer = null;
    while (node) {
      if (node.callFrame?.url) {
        file ??= scriptName(node.callFrame.url);
        outer = scriptName(node.callFrame.url);
      }
      node = nodes.get(node.parent);
    }
    add(byFile, file ?? '(native)', weight);
    if (outer) add(byOuterFile, outer, weight);
    const where = leaf.url ? `${scriptName(leaf.url)}:${leaf.lineNumber + 1}:${leaf.columnNumber + 1}` : '(native)';
    add(byFunction, `${leaf.functionName || '(anonymous)'} ${where}`, weight);
  }
  return { byFile, byFunction, byOuterFile };
}

/** The largest entries of a Map of µs, as [[label, ms]], those of at least 1 ms. */
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([label, value]) => [label, ms(value)])
    .filter(([, value]) => value >= 1);

/**
 * Where Chromium posted a task from (src_file:src_func), from the task or the first scheduler task inside it:
 * what names a task with nothing else traced inside ("other").
 */
function postedFrom(task, inside) {
  const source = [task, ...inside].find((event) => event.args?.src_func);
  return source ? `${source.args.src_file.split('/').at(-1)}:${source.args.src_func}` : null;
}

/**
 * Reads one trace: the page's main thread (the renderer whose main frame navigated to siteUrl), its navigation
 * start, and every task of it over LONG_TASK_MS starting before usable (ms after navigation start), each with
 * what it ran.
 */
export function longTasksBeforeUsable(events, siteUrl, usableMs) {
  const navigation = events
    .filter(
      (event) =>
        event.name === 'navigationStart' &&
        event.args?.data?.isLoadingMainFrame &&
        event.args.data.documentLoaderURL?.startsWith(siteUrl),
    )
    .at(-1);
  if (!navigation) throw new Error(`no navigationStart to ${siteUrl} in the trace`);
  const { pid } = navigation;
  const mainThread = events.find(
    (event) =>
      event.ph === 'M' && event.name === 'thread_name' && event.pid === pid && event.args.name === 'CrRendererMain',
  );
  const tid = mainThread?.tid ?? navigation.tid;
  const start = navigation.ts;
  const usable = start + usableMs * 1000;
  const thread = completeEvents(events.filter((event) => event.pid === pid && event.tid === tid));
  const tasks = [];
  for (const event of thread) {
    if (!TASK_NAMES.has(event.name) || event.ts >= usable) continue;
    const last = tasks.at(-1);
    if (last && event.ts < last.ts + last.dur) continue; // nested in the previous top-level task
    tasks.push(event);
  }
  const profile = samplesOf(events, pid, tid);
  return tasks
    .filter((task) => task.dur > LONG_TASK_MS * 1000)
    .map((task) => {
      const inside = thread.filter(
        (event) => event !== task && event.ts >= task.ts && event.ts + event.dur <= task.ts + task.dur,
      );
      const js = sampledJs(task, profile);
      return {
        startMs: ms(task.ts - start),
        durationMs: ms(task.dur),
        events: top(selfTimes(task, inside), 20),
        postedFrom: postedFrom(task, inside),
        jsByFile: top(js.byFile, 20),
        jsStartedBy: top(js.byOuterFile, 3),
        hottest: top(js.byFunction, 5),
      };
    });
}

/** One cold load of url with a trace; returns { usableMs, load, tasks[, trace] }. */
async function tracedRun(browser, url, siteUrl, targets) {
  const load = os.loadavg()[0];
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript(watchPage, targets);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await browser.startTracing(page, { categories: CATEGORIES });
    let trace;
    try {
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForFunction(() => window.__bench.usable !== null, null, {
        polling: 200,
        timeout: USABLE_TIMEOUT_MS,
      });
      await page.waitForTimeout(AFTER_USABLE_MS);
    } finally {
      trace = await browser.stopTracing();
    }
    const usableMs = Math.round(await page.evaluate(() => window.__bench.usable));
    const { traceEvents } = JSON.parse(trace.toString('utf8'));
    return { usableMs, load, tasks: longTasksBeforeUsable(traceEvents, siteUrl, usableMs), trace };
  } finally {
    await context.close();
  }
}

/** One run's lines: its figures, then each long task with what it ran. */
function describeRun(run) {
  const blocking = run.tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0);
  const lines = [
    `${run.route} ${run.build} ${run.run}: load ${run.load.toFixed(1)}, usable at ${run.usableMs} ms, ${run.tasks.length} tasks over ${LONG_TASK_MS} ms before it (blocking ${blocking} ms)`,
  ];
  const list = (pairs) => pairs.map(([label, value]) => `${label} ${value}`).join(', ');
  for (const task of run.tasks) {
    const from = task.postedFrom ? ` [${task.postedFrom}]` : '';
    lines.push(`  @${task.startMs} ms, ${task.durationMs} ms = ${whatTask(task)}${from}`);
    lines.push(`      events: ${list(task.events)}`);
    if (task.jsByFile.length)
      lines.push(`      js by file: ${list(task.jsByFile)}; started by ${list(task.jsStartedBy)}`);
    if (task.hottest.length) lines.push(`      hottest: ${list(task.hottest)}`);
  }
  return lines;
}

const RENDERING = /^(style|layout|paint|animation frame|parse CSS)$/;
const DOCUMENT =
  /^(DocumentLoader|Receive mojo message|HTMLDocumentParser|parse HTML|DecodedDataDocumentParser|V8\.InvokeApiInterruptCallbacks|event (pageshow|load|readystatechange|DOMContentLoaded))/;
const HARNESS_FUNCTIONS = /^(InjectedScript|UtilityScript|watchPage|check|missing|ready|nameOf|everyFrame) /;
const SAMPLED_NOT_JS = new Set(['(program)', '(garbage collector)']);

/**
 * One name for what took most of a task: the document's commit and parse, the bench's own scripts, style/layout/
 * paint (forced by the usable check when its samples say so), a file's compilation or first evaluation (its top
 * level), or "JS <file>" for the rest of the JavaScript (calls, timers, promise callbacks) by the file most sampled
 * (+ the second when it took a third as much).
 */
export function whatTask(task) {
  // The shell's files are named alike in both builds (main.js, startup-libraries.js): a kind reads the same in both.
  const shellFile = (file) => file.replace(/^(shell|bundled)\//, '');
  const groups = new Map();
  const add = (group, value) => groups.set(group, (groups.get(group) ?? 0) + value);
  const harnessMs = task.hottest
    .filter(([name]) => HARNESS_FUNCTIONS.test(name))
    .reduce((sum, [, value]) => sum + value, 0);
  for (const [label, value] of task.events) {
    if (label === 'evaluate (no file)') add('bench harness (Playwright scripts)', value);
    else if (RENDERING.test(label))
      add(harnessMs > value / 2 ? 'style/layout (forced by the usable check)' : 'style/layout/paint', value);
    else if (DOCUMENT.test(label)) add('document commit + HTML parse', value);
    else if (label.startsWith('compile ')) add(`compile ${shellFile(label.slice('compile '.length))}`, value);
    // A script's first run (its top level, from its <script>) apart from later calls into it.
    else if (label.startsWith('evaluate ')) add(`evaluate ${shellFile(label.slice('evaluate '.length))}`, value);
    else if (label !== 'other' && label !== 'ThreadControllerImpl::RunTask') add('JS', value);
  }
  const [group = 'other'] = [...groups].sort((a, b) => b[1] - a[1])[0] ?? [];
  if (group !== 'JS') return group;
  // Samples outside any file are the usable check's when its functions were the hottest: named apart.
  const checkMs = task.jsByFile.find(([file]) => file === '(native)')?.[1] ?? 0;
  const check = harnessMs >= checkMs / 2 && checkMs > 0;
  const files = task.jsByFile.filter(([file]) => !SAMPLED_NOT_JS.has(file) && !(check && file === '(native)'));
  if (files.length === 0) return check ? 'JS (the usable check)' : 'JS';
  const [first, second] = files;
  const name = `JS ${shellFile(first[0])}${second && second[1] * 3 >= first[1] ? ` + ${shellFile(second[0])}` : ''}`;
  return check && checkMs * 3 >= first[1] ? `${name} + the usable check` : name;
}

/** Per route and build: median [min–max] of the figures, and each kind of task's median total per run. */
function summarise(results, runCount) {
  const figure = (values, digits = 0) =>
    `${median(values).toFixed(digits)} [${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)}]`;
  const lines = [
    `\nPer build and route, median [min–max] of ${runCount} runs:`,
    'route        build      load 1 min    usable ms           tasks >50 ms   blocking ms (sum of task − 50)   longest task ms',
  ];
  const kinds = new Map();
  const routesSeen = [...new Set(results.map((run) => run.route))];
  const buildsSeen = [...new Set(results.map((run) => run.build))];
  for (const route of routesSeen) {
    for (const build of buildsSeen) {
      const runs = results.filter((run) => run.route === route && run.build === build);
      lines.push(
        [
          route.padEnd(12),
          build.padEnd(10),
          figure(
            runs.map((run) => run.load),
            1,
          ).padEnd(13),
          figure(runs.map((run) => run.usableMs)).padEnd(19),
          figure(runs.map((run) => run.tasks.length)).padEnd(14),
          figure(runs.map((run) => run.tasks.reduce((sum, task) => sum + task.durationMs - LONG_TASK_MS, 0))).padEnd(
            32,
          ),
          figure(runs.map((run) => Math.max(0, ...run.tasks.map((task) => task.durationMs)))),
        ].join(' '),
      );
      for (const run of runs) {
        for (const task of run.tasks) {
          const key = `${route}\t${whatTask(task)}`;
          if (!kinds.has(key)) kinds.set(key, {});
          const perBuild = kinds.get(key);
          perBuild[build] ??= new Map();
          perBuild[build].set(run.run, (perBuild[build].get(run.run) ?? 0) + task.durationMs);
        }
      }
    }
  }
  lines.push(...insideLongTasks(results, routesSeen, buildsSeen, runCount));
  lines.push(
    `\nLong tasks by kind: median per run of their total ms (runs with 0 count as 0), count of runs having one:`,
  );
  const perRun = (map, runs) => median(Array.from({ length: runs }, (_, i) => map?.get(i + 1) ?? 0));
  for (const route of routesSeen) {
    lines.push(`${route}:`);
    const rows = [...kinds]
      .filter(([key]) => key.startsWith(`${route}\t`))
      .map(([key, perBuild]) => ({
        kind: key.split('\t')[1],
        ...Object.fromEntries(buildsSeen.map((build) => [build, perRun(perBuild[build], runCount)])),
        counts: buildsSeen.map((build) => `${perBuild[build]?.size ?? 0}/${runCount}`).join(' '),
      }))
      .sort((a, b) => (b.federated ?? 0) - (a.federated ?? 0));
    for (const row of rows) {
      const more = (row.federated ?? 0) - (row.bundled ?? 0) >= 30 ? '  <- federated more' : '';
      lines.push(
        `  ${row.kind.padEnd(58)} ${buildsSeen.map((build) => `${build} ${String(row[build]).padStart(5)}`).join('  ')}  (runs ${row.counts})${more}`,
      );
    }
  }
  return lines;
}

/**
 * What all the long tasks before usable ran, added up per run (median per run, ms): JavaScript samples by file
 * (the shell's files named alike in both builds), and trace events by kind (compile, evaluate, style, layout …
 * without the file). The rows where the federated build has 30 ms more are marked.
 */
function insideLongTasks(results, routesSeen, buildsSeen, runCount) {
  const lines = ['\nInside the long tasks before usable, median per run of the total ms:'];
  const shellFile = (file) => file.replace(/^(shell|bundled)\//, '');
  for (const route of routesSeen) {
    for (const [title, field, keyOf] of [
      ['JS samples by file', 'jsByFile', shellFile],
      ['trace events by kind', 'events', (label) => label.split(' ')[0]],
    ]) {
      const totals = new Map();
      for (const run of results.filter((candidate) => candidate.route === route)) {
        for (const task of run.tasks) {
          for (const [label, value] of task[field]) {
            const key = keyOf(label);
            if (!totals.has(key)) totals.set(key, Object.fromEntries(buildsSeen.map((build) => [build, new Map()])));
            const perRun = totals.get(key)[run.build];
            perRun.set(run.run, (perRun.get(run.run) ?? 0) + value);
          }
        }
      }
      lines.push(`${route}, ${title}:`);
      const rows = [...totals]
        .map(([key, perBuild]) => ({
          key,
          ...Object.fromEntries(
            buildsSeen.map((build) => [
              build,
              median(Array.from({ length: runCount }, (_, i) => perBuild[build].get(i + 1) ?? 0)),
            ]),
          ),
        }))
        .filter((row) => buildsSeen.some((build) => row[build] >= 10))
        .sort((a, b) => (b.federated ?? 0) + (b.bundled ?? 0) - (a.federated ?? 0) - (a.bundled ?? 0));
      for (const row of rows) {
        const more = (row.federated ?? 0) - (row.bundled ?? 0) >= 30 ? '  <- federated more' : '';
        lines.push(
          `  ${row.key.padEnd(50)} ${buildsSeen.map((build) => `${build} ${String(row[build]).padStart(5)}`).join('  ')}${more}`,
        );
      }
    }
  }
  return lines;
}

/**
 * Reads the traces kept by earlier runs (--keep-traces) again with this analysis; the runs of several files
 * count together (numbered on: a second file's run 1 of 3 is run 4).
 */
function reanalyse(files) {
  const results = [];
  let runs = 0;
  for (const file of files) {
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    for (const run of saved.results) {
      if (!run.traceFile) throw new Error(`${file} kept no traces (run with --keep-traces)`);
      const { traceEvents } = JSON.parse(readFileSync(path.join(ROOT, run.traceFile), 'utf8'));
      const siteUrl = run.siteUrl ?? `http://localhost:${run.build === 'bundled' ? BUNDLED_PORT : APPS[0].servePort}`;
      results.push({ ...run, run: runs + run.run, tasks: longTasksBeforeUsable(traceEvents, siteUrl, run.usableMs) });
    }
    runs += saved.settings.runs;
  }
  for (const run of results) for (const line of describeRun(run)) console.log(line);
  for (const line of summarise(results, runs)) console.log(line);
}

async function measure() {
  const apiUrl = `http://localhost:${API_PORT}`;
  const reset = () => fetch(`${apiUrl}/__dev/reset`, { method: 'POST' });
  const turnstileScriptUrl = `${apiUrl}/__dev/turnstile/api.js`;
  const date = new Date();
  const stamp = date.toISOString().replace(/[:.]/g, '-');
  const folder = path.join(ROOT, 'tools', 'bench', 'results');
  const closers = [];
  let browser;
  try {
    const api = await startApiIfNeeded(apiUrl);
    // Its stop() waits for the API's exit, which an unref'd child cannot keep the process alive for: kill only.
    closers.push(async () => void api.stop());
    const federated = await serveBuilds({ turnstileScriptUrl, fresh: true });
    closers.push(federated.close);
    const bundled = await serveBundled({ port: BUNDLED_PORT, turnstileScriptUrl });
    closers.push(bundled.close);
    browser = await chromium.launch(chromiumLaunchOptions);
    const builds = [
      { name: 'federated', url: federated.siteUrl },
      { name: 'bundled', url: bundled.siteUrl },
    ];
    console.log(
      `${runCount} traced cold loads per route and build, interleaved; CPU ${CPU_SLOWDOWN}x, ${NETWORK.latency} ms, ${os.cpus().length} CPUs, Chromium ${browser.version()}`,
    );
    // The browser's first loads pay for starting its processes: one discarded load of each build first.
    for (const build of builds) {
      await reset();
      await tracedRun(browser, `${build.url}${routes[0].path}`, build.url, routes[0].targets);
    }
    const results = [];
    if (options['keep-traces']) mkdirSync(path.join(folder, 'traces'), { recursive: true });
    for (const route of routes) {
      for (let i = 1; i <= runCount; i++) {
        for (const build of builds) {
          await reset();
          const { trace, ...measured } = await tracedRun(
            browser,
            `${build.url}${route.path}`,
            build.url,
            route.targets,
          );
          const run = { route: route.path, build: build.name, run: i, siteUrl: build.url, ...measured };
          for (const line of describeRun(run)) console.log(line);
          if (options['keep-traces']) {
            const name = `trace-${stamp}-${build.name}${route.path.replace(/\//g, '_')}-${i}.json`;
            writeFileSync(path.join(folder, 'traces', name), trace);
            run.traceFile = path.join('tools', 'bench', 'results', 'traces', name);
          }
          results.push(run);
        }
      }
    }
    for (const line of summarise(results, runCount)) console.log(line);
    mkdirSync(folder, { recursive: true });
    const file = path.join(folder, `trace-start-${stamp}.json`);
    const settings = {
      runs: runCount,
      viewport: VIEWPORT,
      network: NETWORK,
      cpuSlowdown: CPU_SLOWDOWN,
      categories: CATEGORIES,
    };
    writeFileSync(file, `${JSON.stringify({ date: date.toISOString(), settings, results }, null, 2)}\n`);
    console.log(`\nAll runs: ${path.relative(ROOT, file)}`);
  } finally {
    await browser?.close();
    for (const close of closers.reverse()) await close();
  }
}

if (options.from) reanalyse(options.from.map((file) => path.resolve(file)));
else await measure();
