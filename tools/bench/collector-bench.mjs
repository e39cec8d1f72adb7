// node tools/bench/collector-bench.mjs [--seconds 10] [--clients 4] [--batch 20] [--runs 1]
//
// How much the health collector (deploy/telemetry/) takes: its command line started as production runs it
// (its own process, a temporary database, a free loopback port; the rate limit off, since every client here
// is one address), then for a bounded time and count a few clients POST realistic batches (page views, web
// vitals, now and then an error or a load failure, across remotes, versions, arms and routes) over kept-alive
// connections to 127.0.0.1 only. Measured: events stored per second, each request's latency (p50, p95, p99)
// and the collector's resident memory before and after (growth: what the run left in it). At the end the
// stored page views are checked against those sent: a fast collector that loses reports is no result.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { COLLECTOR_TARGETS } from './summary.mjs';

const CLI = path.join(import.meta.dirname, '..', '..', 'deploy', 'telemetry', 'serve-collector.mjs');

const REMOTES = [
  { app: 'mfe-public', routes: ['/', '/:uid', '/features', '/pricing', '/r/:referralCode'] },
  {
    app: 'mfe-owner',
    routes: ['/vehicle-details/:vehicleId', '/account', '/notifications', '/account/vehicles/:vehicleId'],
  },
  { app: 'mfe-admin', routes: ['/admin/queries', '/admin/reports'] },
];
const RELEASES = [
  { version: '1.4.0', arm: 'stable' },
  { version: '1.5.0', arm: 'canary' },
];

/** A small deterministic random source (the same batches every run): random(n) is a whole number below n. */
function seeded(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

const attribute = (key, value) => ({
  key,
  value: typeof value === 'number' ? { doubleValue: value } : { stringValue: value },
});

/** One batch as the shell sends it: `size` records, mostly page views and vitals, dated now. */
function makeBatch(random, size, nowMs) {
  const records = [];
  let pageViews = 0;
  for (let i = 0; i < size; i++) {
    const { app, routes } = REMOTES[random(REMOTES.length)];
    const { version, arm } = RELEASES[random(10) < 8 ? 0 : 1];
    const about = [
      attribute('qr.route', routes[random(routes.length)]),
      attribute('qr.app', app),
      attribute('qr.version', version),
      attribute('qr.arm', arm),
    ];
    const roll = random(100);
    let eventName;
    let extra;
    if (roll < 60) {
      eventName = 'page_view';
      extra = [attribute('qr.weight', 10)];
      pageViews++;
    } else if (roll < 93) {
      eventName = 'web_vital';
      const metric = ['LCP', 'INP', 'CLS'][random(3)];
      extra = [
        attribute('qr.metric', metric),
        attribute('qr.value', metric === 'CLS' ? random(300) / 1000 : 50 + random(5000)),
      ];
    } else if (roll < 98) {
      eventName = 'error';
      extra = [
        attribute('qr.kind', ['uncaught', 'rejection', 'render'][random(3)]),
        attribute('qr.error', 'TypeError'),
      ];
    } else {
      eventName = 'load_failure';
      extra = [attribute('qr.stage', ['manifest', 'entry', 'chunk'][random(3)])];
    }
    records.push({
      timeUnixNano: `${BigInt(nowMs - random(30_000)) * 1_000_000n}`,
      eventName,
      body: { stringValue: eventName },
      attributes: [...about, ...extra],
    });
  }
  const body = {
    resourceLogs: [
      {
        resource: {
          attributes: [attribute('service.name', 'qr-site'), attribute('deployment.environment', 'production')],
        },
        scopeLogs: [{ scope: { name: 'qr-shell' }, logRecords: records }],
      },
    ],
  };
  return { text: JSON.stringify(body), events: size, pageViews };
}

/** The resident memory of a process, in MB (Linux: /proc; elsewhere null). */
function rssMB(pid) {
  try {
    const kB = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kB ? Number(kB) / 1024 : null;
  } catch {
    return null;
  }
}

/** The collector's command line on a free port; resolves with { child, url } once it listens. */
function startCollectorProcess(dbFile) {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--db', dbFile, '--rate', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk) => {
      output += chunk;
      const url = /on (http:\/\/127\.0\.0\.1:\d+) /.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the collector exited (${code}): ${output.trim()}`)));
  });
}

function post(agent, url, text) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${url}/v1/logs`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'content-length': Buffer.byteLength(text) },
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode, ms: performance.now() - started }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

const percentile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : null;
const round1 = (value) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * One run: returns { eventsPerSecond, p50Ms, p95Ms, p99Ms, rssBeforeMB, rssAfterMB, rssGrowthMB, requests,
 * events, refused, seconds, storedAll, clients, batchSize }.
 */
export async function benchCollector({
  seconds = 10,
  maxRequests = 50_000,
  clients = 4,
  batchSize = 20,
  log = () => {},
} = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'collector-bench-'));
  const { child, url } = await startCollectorProcess(path.join(dir, 'telemetry.db'));
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  try {
    const random = seeded(42);
    const batches = Array.from({ length: 64 }, () => makeBatch(random, batchSize, Date.now()));
    const rssBeforeMB = rssMB(child.pid);
    log(`  collector at ${url} (pid ${child.pid}): ${clients} clients, ${batchSize} events a request, ${seconds} s`);
    const latencies = [];
    let sent = 0;
    let events = 0;
    let pageViews = 0;
    let refused = 0;
    const started = performance.now();
    const deadline = started + seconds * 1000;
    const client = async () => {
      while (performance.now() < deadline && sent < maxRequests) {
        const batch = batches[sent++ % batches.length];
        const { status, ms } = await post(agent, url, batch.text);
        latencies.push(ms);
        if (status === 200) {
          events += batch.events;
          pageViews += batch.pageViews;
        } else refused++;
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    const elapsed = (performance.now() - started) / 1000;
    const rssAfterMB = rssMB(child.pid);
    const health = await (
      await fetch(`${url}/v1/health?since=${new Date(Date.now() - 3_600_000).toISOString()}`)
    ).json();
    const stored = health.releases.reduce((sum, release) => sum + release.sampledPageViews, 0);
    latencies.sort((a, b) => a - b);
    return {
      clients,
      batchSize,
      seconds: round1(elapsed),
      requests: latencies.length,
      events,
      refused,
      storedAll: stored === pageViews,
      eventsPerSecond: Math.round(events / elapsed),
      p50Ms: round1(percentile(latencies, 0.5)),
      p95Ms: round1(percentile(latencies, 0.95)),
      p99Ms: round1(percentile(latencies, 0.99)),
      rssBeforeMB: round1(rssBeforeMB),
      rssAfterMB: round1(rssAfterMB),
      rssGrowthMB: rssBeforeMB === null || rssAfterMB === null ? null : round1(rssAfterMB - rssBeforeMB),
    };
  } finally {
    agent.destroy();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The runs as one table: each figure per run, and its target. */
export function formatCollectorTable(runs) {
  const figures = [
    ['events stored per second', 'eventsPerSecond', `≥ ${COLLECTOR_TARGETS.eventsPerSecond.toLocaleString('en')}`],
    ['latency p50 (ms)', 'p50Ms', ''],
    ['latency p95 (ms)', 'p95Ms', ''],
    ['latency p99 (ms)', 'p99Ms', `≤ ${COLLECTOR_TARGETS.p99Ms}`],
    ['RSS before / after (MB)', null, ''],
    ['RSS growth (MB)', 'rssGrowthMB', ''],
    ['requests (refused)', null, ''],
    ['page views sent = stored', 'storedAll', ''],
  ];
  const cell = (run, key, label) => {
    if (label.startsWith('RSS before')) return `${run.rssBeforeMB ?? '–'} / ${run.rssAfterMB ?? '–'}`;
    if (label.startsWith('requests')) return `${run.requests} (${run.refused})`;
    return String(run[key] ?? '–');
  };
  const table = [
    ['figure', ...runs.map((_, i) => `run ${i + 1}`), 'target'],
    ...figures.map(([label, key, target]) => [label, ...runs.map((run) => cell(run, key, label)), target]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  return table.map((row) =>
    row
      .map((text, column) => text.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: '10' },
      clients: { type: 'string', default: '4' },
      batch: { type: 'string', default: '20' },
      runs: { type: 'string', default: '1' },
    },
  });
  const runs = [];
  for (let i = 0; i < Number(values.runs); i++) {
    runs.push(
      await benchCollector({
        seconds: Number(values.seconds),
        clients: Number(values.clients),
        batchSize: Number(values.batch),
        log: console.log,
      }),
    );
  }
  for (const line of formatCollectorTable(runs)) console.log(line);
}
