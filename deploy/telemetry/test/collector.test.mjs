// The collector over HTTP: what it stores, what it refuses (and that a refused request never touches the
// database), CORS, the rate limit, the health query and its token, and that no input brings it down.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startCollector } from '../collector.mjs';
import {
  ABOUT,
  answerOf,
  batch,
  figures,
  health,
  NOW,
  pageView,
  post,
  postUnfinished,
  record,
  SITE,
} from './reports.mjs';

const STAGING = 'http://localhost:5005';
const DAY = 86_400_000;

let dir;
const running = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'collector-'));
});
afterEach(async () => {
  await Promise.all(running.splice(0).map((collector) => collector.close()));
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** A collector on a free loopback port, with its clock at NOW and its database in a fresh folder. */
async function start(options = {}) {
  const collector = await startCollector({
    dbFile: path.join(dir, 'telemetry.db'),
    allowedOrigins: [SITE, STAGING],
    now: () => NOW,
    logError: () => {},
    ...options,
  });
  running.push(collector);
  return collector;
}

/** A collector with one page view stored, and a spy on its writes: for requests that must not touch it. */
async function withOneStored(options) {
  const collector = await start(options);
  expect((await post(collector, batch([pageView()]))).status).toBe(200);
  const before = await figures(collector);
  expect(before).toHaveLength(1);
  const write = vi.spyOn(collector.store, 'write');
  return { collector, before, write };
}

describe('POST /v1/logs', () => {
  it('stores a batch and answers {} (application/json, and text/plain as sendBeacon sends it)', async () => {
    const collector = await start();
    for (const contentType of ['application/json', 'text/plain;charset=UTF-8', 'Application/JSON; charset=utf-8']) {
      const answer = await post(collector, batch([pageView(), record('error', { 'qr.kind': 'uncaught' })]), {
        contentType,
      });
      expect(answer).toMatchObject({ status: 200, json: {} });
      expect(answer.headers.get('content-type')).toBe('application/json');
    }
    expect(await figures(collector)).toMatchObject([
      { version: '1.4.0', sampledPageViews: 3, pageViews: 30, errors: 3 },
    ]);
  });

  it('answers the OTLP partial success when records are rejected, and stores the rest', async () => {
    const collector = await start();
    const answer = await post(
      collector,
      batch([pageView(), pageView({ 'qr.app': 'mfe-evil' }), pageView({ 'qr.route': '/QR1' })]),
    );
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      partialSuccess: {
        rejectedLogRecords: 2,
        errorMessage: '2 log records rejected; the first: qr.app is not one of shell, mfe-public, mfe-owner, mfe-admin',
      },
    });
    expect(await figures(collector)).toMatchObject([{ sampledPageViews: 1 }]);
  });

  it('stores a version that is not a release apart, under (invalid)', async () => {
    const collector = await start();
    await post(
      collector,
      batch([pageView(), pageView({ 'qr.version': '1.4.0-' }), pageView({ 'qr.version': '01.4.0' })]),
    );
    expect(await figures(collector)).toMatchObject([
      { version: '1.4.0', sampledPageViews: 1 },
      { version: '(invalid)', sampledPageViews: 2 },
    ]);
  });

  it.each([
    ['no Content-Type', null],
    ['form data', 'application/x-www-form-urlencoded'],
    ['protobuf', 'application/x-protobuf'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['json inside another type', 'text/json-ish'],
  ])('refuses %s with 400, without touching the database', async (_, contentType) => {
    const { collector, before, write } = await withOneStored();
    const answer = await post(collector, batch([pageView()]), { contentType });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'Content-Type must be application/json or text/plain' });
    expect(answer.text.trim().split('\n')).toHaveLength(1);
    expect(write).not.toHaveBeenCalled();
    expect(await figures(collector)).toEqual(before);
  });

  it('closes the connection after refusing a request whose body is still coming, rather than reading it', async () => {
    const { collector, write } = await withOneStored();
    for (const headers of [{ 'content-type': 'text/html' }, { origin: 'https://evil.example' }]) {
      const answer = await postUnfinished(collector, ['{"resourceLogs": [', ' '.repeat(1000)], headers);
      expect(answer).toMatchObject({ openWhenAnswered: true, headers: { connection: 'close' } });
      expect([400, 403]).toContain(answer.status);
    }
    expect(write).not.toHaveBeenCalled();
  });

  it.each([
    ['malformed JSON', '{"resourceLogs": [', /not JSON/],
    ['bytes that are not UTF-8', new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]), /not JSON/],
    ['JSON that is not an OTLP request', '[1, 2, 3]', /not an OTLP logs request/],
    ['resourceLogs that is not a list', '{"resourceLogs": {"a": 1}}', /resourceLogs is not a list/],
  ])('refuses %s with 400, without touching the database', async (_, body, message) => {
    const { collector, before, write } = await withOneStored();
    const answer = await post(collector, body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(message);
    expect(write).not.toHaveBeenCalled();
    expect(await figures(collector)).toEqual(before);
  });

  it('refuses a body over the limit with 413 while it streams in, before the client has sent it all', async () => {
    const { collector, before, write } = await withOneStored({ maxBodyBytes: 1024 });
    // No Content-Length: chunked, so the collector can only find out by counting.
    const answer = await postUnfinished(collector, ['{"resourceLogs": [', ' '.repeat(2048)]);
    expect(answer).toMatchObject({ status: 413, openWhenAnswered: true });
    expect(answer.headers.connection).toBe('close');
    // Declared too long: refused before a byte of it is read.
    const declared = await postUnfinished(collector, ['{'], { 'content-length': '5000' });
    expect(declared).toMatchObject({ status: 413, openWhenAnswered: true });
    // A body within the limit is still taken, and the server is still there.
    expect((await post(collector, batch([pageView()]))).status).toBe(200);
    expect(write).toHaveBeenCalledTimes(1);
    expect(before).toMatchObject([{ sampledPageViews: 1 }]);
    expect(await figures(collector)).toMatchObject([{ sampledPageViews: 2 }]);
  });

  it('takes a gzip body (an OpenTelemetry Collector forwarding), bounded once decompressed too', async () => {
    const collector = await start({ maxBodyBytes: 4096 });
    const gzip = (value) => gzipSync(JSON.stringify(value));
    const headers = { 'content-encoding': 'gzip' };
    expect((await post(collector, gzip(batch([pageView()])), { headers })).status).toBe(200);
    // 100 KB of spaces compress to a few hundred bytes: a bomb, refused by its decompressed size.
    const bomb = gzipSync(Buffer.from(`{"resourceLogs": [${' '.repeat(100_000)}]}`));
    expect(bomb.length).toBeLessThan(4096);
    expect((await post(collector, bomb, { headers })).status).toBe(413);
    expect((await post(collector, '{}', { headers })).status).toBe(400);
    expect((await post(collector, '{}', { headers: { 'content-encoding': 'br' } })).status).toBe(400);
    expect(await figures(collector)).toMatchObject([{ sampledPageViews: 1 }]);
  });

  it('answers 429 to a flood from one client, keyed by address, and by X-Forwarded-For only behind a trusted proxy', async () => {
    const collector = await start({ rateLimit: { perSecond: 1, burst: 3 } });
    const write = vi.spyOn(collector.store, 'write');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await post(collector, batch([pageView()]))).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Not behind a trusted proxy: X-Forwarded-For is the client's to write, and changes nothing.
    const refused = await post(collector, batch([pageView()]), { headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ error: 'too many requests' });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // The health query counts against the same client.
    expect((await health(collector)).status).toBe(429);
    expect(write).toHaveBeenCalledTimes(3);
    const [stored] = collector.store.query({ environment: 'production', sinceMinute: 0 });
    expect(stored.page_views).toBe(3);

    const proxied = await start({ rateLimit: { perSecond: 1, burst: 1 }, trustProxy: true, dbFile: ':memory:' });
    const from = (address) =>
      post(proxied, batch([pageView()]), { headers: { 'x-forwarded-for': `${address}, 10.0.0.1` } });
    expect([(await from('198.51.100.1')).status, (await from('198.51.100.1')).status]).toEqual([200, 429]);
    expect((await from('198.51.100.2')).status).toBe(200);
  });

  it('takes reports from the site origins only: CORS for them, 403 for another, none needed without an Origin', async () => {
    const { collector, before, write } = await withOneStored();
    for (const origin of [SITE, STAGING]) {
      const answer = await post(collector, batch([pageView()]), { headers: { origin } });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
      expect(answer.headers.get('vary')).toBe('Origin');
    }
    expect(write).toHaveBeenCalledTimes(2);
    for (const origin of ['https://evil.example', 'null', `${SITE}/`, 'http://localhost:5001']) {
      const answer = await post(collector, batch([pageView()]), { headers: { origin } });
      expect(answer.status, origin).toBe(403);
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    }
    expect(write).toHaveBeenCalledTimes(2);
    expect(await figures(collector)).toMatchObject([{ sampledPageViews: before[0].sampledPageViews + 2 }]);
  });

  it('answers the CORS preflight for the site origins (POST, Content-Type), 403 for another', async () => {
    const collector = await start();
    const preflight = (origin) =>
      fetch(`${collector.url}/v1/logs`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      });
    const allowed = await preflight(SITE);
    expect(allowed.status).toBe(204);
    expect(Object.fromEntries(allowed.headers)).toMatchObject({
      'access-control-allow-origin': SITE,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
      vary: 'Origin',
    });
    const other = await preflight('https://evil.example');
    expect(other.status).toBe(403);
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('keeps a request that failed to be stored out of the database: 503, and nothing of it written', async () => {
    const { collector, before } = await withOneStored({ busyTimeoutMs: 50 });
    const lock = new DatabaseSync(path.join(dir, 'telemetry.db'));
    lock.exec('BEGIN IMMEDIATE');
    const answer = await post(collector, batch([pageView(), pageView()]));
    lock.exec('ROLLBACK');
    lock.close();
    expect(answer).toMatchObject({ status: 503, json: { error: 'the reports could not be stored; try again later' } });
    expect(await figures(collector)).toEqual(before);
  });
});

describe('GET /v1/health', () => {
  it('sums each release over routes and arms since a time: page views weighted, rates, p75 of the vitals', async () => {
    const collector = await start();
    const canary = { ...ABOUT, 'qr.version': '1.5.0', 'qr.arm': 'canary' };
    const stable = { ...ABOUT, 'qr.version': '1.4.0', 'qr.arm': 'stable' };
    await post(
      collector,
      batch([
        ...Array.from({ length: 4 }, (_, i) => pageView({ 'qr.route': i % 2 ? '/' : '/:uid' }, { about: canary })),
        record('error', { 'qr.kind': 'uncaught' }, { about: canary }),
        record('error', { 'qr.kind': 'rejection' }, { about: canary }),
        record('load_failure', { 'qr.stage': 'chunk' }, { about: canary }),
        record('gate_refusal', {}, { about: canary }),
        ...[1000, 2000, 3000, 4000].map((value) =>
          record('web_vital', { 'qr.metric': 'LCP', 'qr.value': value }, { about: canary }),
        ),
        record('web_vital', { 'qr.metric': 'CLS', 'qr.value': 0.1 }, { about: canary }),
        pageView({ 'qr.weight': 3.4 }, { about: stable }),
        pageView({ 'qr.app': 'mfe-admin' }, { about: stable }),
        pageView({}, { about: stable, at: NOW - 30 * 60_000 }),
      ]),
    );
    const since = new Date(NOW - 10 * 60_000).toISOString();
    const answer = await health(collector, { env: 'production', app: 'mfe-owner', since });
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({
      environment: 'production',
      since: new Date(Math.floor((NOW - 10 * 60_000) / 60_000) * 60_000).toISOString(),
      releases: [
        {
          app: 'mfe-owner',
          version: '1.4.0',
          pageViews: 3,
          sampledPageViews: 1,
          errors: 0,
          errorsByKind: { uncaught: 0, rejection: 0, render: 0 },
          loadFailures: 0,
          gateRefusals: 0,
          errorRate: 0,
          loadFailureRate: 0,
          lcp: { p75: null, count: 0 },
          inp: { p75: null, count: 0 },
          cls: { p75: null, count: 0 },
        },
        {
          app: 'mfe-owner',
          version: '1.5.0',
          pageViews: 40,
          sampledPageViews: 4,
          errors: 2,
          errorsByKind: { uncaught: 1, rejection: 1, render: 0 },
          loadFailures: 1,
          gateRefusals: 1,
          errorRate: 0.05,
          loadFailureRate: 0.025,
          lcp: { p75: expect.toSatisfy((p75) => Math.abs(p75 - 3000) <= 150), count: 4 },
          inp: { p75: null, count: 0 },
          cls: { p75: expect.toSatisfy((p75) => Math.abs(p75 - 0.1) <= 0.005), count: 1 },
        },
      ],
    });
    // The record dated 30 minutes ago: within the last hour, not the last 10 minutes.
    const day = await health(collector, { app: 'mfe-owner', since: new Date(NOW - 3_600_000).toISOString() });
    expect(day.json.releases[0]).toMatchObject({ version: '1.4.0', sampledPageViews: 2 });
    // Without app: every app's releases; the default span is a day.
    expect((await health(collector)).json.releases.map((release) => release.app)).toEqual([
      'mfe-admin',
      'mfe-owner',
      'mfe-owner',
    ]);
    expect((await health(collector, { env: 'staging' })).json).toMatchObject({ environment: 'staging', releases: [] });
  });

  it('adds up a long span an hour at a time, from the oldest minute stored at the earliest', async () => {
    const collector = await start();
    const minute = Math.floor(NOW / 60_000);
    const about = { environment: 'production', app: 'mfe-owner', version: '1.4.0', arm: 'stable', route: '/' };
    const lcp = (value) => ({ ...about, name: 'web_vital', metric: 'LCP', value });
    collector.store.write(
      Array.from({ length: 300 }, (_, i) => [
        { ...about, name: 'page_view', weight: 10, minute: minute - i * 20 },
        { ...lcp(i < 225 ? 1000 : 4000), minute: minute - i * 20 },
      ]).flat(),
    );
    const query = vi.spyOn(collector.store, 'query');
    for (const since of [new Date(NOW - 5 * DAY).toISOString(), '1970-01-01T00:00:00Z']) {
      const { json } = await health(collector, { since });
      expect(json.releases).toMatchObject([{ sampledPageViews: 300, pageViews: 3000, lcp: { count: 300 } }]);
      expect(json.releases[0].lcp.p75).toBeLessThan(1100);
    }
    // 100 hours of data: about 100 slices each time, not one per hour since 1970.
    expect(query.mock.calls.length).toBeGreaterThan(150);
    expect(query.mock.calls.length).toBeLessThan(220);
  });

  it('runs at most 4 health queries at once: a fifth is answered 503', async () => {
    const collector = await start();
    await post(collector, batch([pageView()]));
    // A stored minute a year back: each query reads 8,760 hourly slices, a turn of the event loop each, long
    // enough for a fifth request to arrive while all four run. The fifth is sent once the fourth has started
    // (a query reads the oldest minute first), not after a wait that a loaded machine can outlast.
    let started = 0;
    let fourStarted = () => {};
    const allFourRunning = new Promise((resolve) => {
      fourStarted = resolve;
    });
    vi.spyOn(collector.store, 'oldestMinute').mockImplementation(() => {
      started += 1;
      if (started === 4) fourStarted();
      return Math.floor(NOW / 60_000) - 525_600;
    });
    const running = Array.from({ length: 4 }, () => health(collector, { since: '1970-01-01T00:00:00Z' }));
    await allFourRunning;
    const fifth = await health(collector);
    expect(fifth).toMatchObject({ status: 503, json: { error: 'too many health queries at once; try again' } });
    expect((await Promise.all(running)).map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect((await health(collector)).status).toBe(200);
  });

  it.each([
    [{ env: 'Production' }, /env is not an environment name/],
    [{ app: 'mfe-evil' }, /app is not one of/],
    [{ since: 'yesterday' }, /since is not an ISO 8601 time/],
    [{ since: '2026-13-45T99:00:00Z' }, /since is not an ISO 8601 time/],
    [{ aap: 'mfe-owner' }, /unknown parameter "aap"/],
  ])('refuses bad parameters (%j) with 400 and one line', async (parameters, message) => {
    const collector = await start();
    const answer = await health(collector, parameters);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toMatch(message);
    expect(answer.text.trim().split('\n')).toHaveLength(1);
  });

  it('refuses a parameter given twice', async () => {
    const collector = await start();
    const answer = await answerOf(await fetch(`${collector.url}/v1/health?app=mfe-owner&app=shell`));
    expect(answer).toMatchObject({ status: 400, json: { error: 'app is given more than once' } });
  });

  it('wants the read token, when there is one, as a Bearer token', async () => {
    const collector = await start({ readToken: 's3cret-token' });
    expect((await health(collector)).status).toBe(401);
    expect((await health(collector)).headers.get('www-authenticate')).toBe('Bearer');
    expect((await health(collector, {}, { authorization: 'Bearer wrong' })).status).toBe(401);
    expect((await health(collector, {}, { authorization: 'Bearer s3cret-token-and-more' })).status).toBe(401);
    expect((await health(collector, {}, { authorization: 's3cret-token' })).status).toBe(401);
    expect((await health(collector, {}, { authorization: 'Bearer s3cret-token' })).status).toBe(200);
    // Reports need no token: browsers send them.
    expect((await post(collector, batch([pageView()]))).status).toBe(200);
  });
});

describe('the rest of the server', () => {
  it('answers GET /healthz with ok, unknown paths with 404, other methods with 405', async () => {
    const collector = await start();
    const healthz = await fetch(`${collector.url}/healthz`);
    expect([healthz.status, await healthz.text()]).toEqual([200, 'ok\n']);
    const notFound = await answerOf(await fetch(`${collector.url}/v1/traces`, { method: 'POST', body: '{}' }));
    expect(notFound).toMatchObject({ status: 404, json: { error: 'not found' } });
    for (const [method, target] of [
      ['GET', '/v1/logs'],
      ['PUT', '/v1/logs'],
      ['DELETE', '/v1/health'],
      ['POST', '/healthz'],
    ]) {
      const answer = await answerOf(await fetch(`${collector.url}${target}`, { method }));
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.get('allow')).toBeTruthy();
    }
  });

  it('prunes on start and on its timer: minutes older than the retention go', async () => {
    let clock = NOW;
    const dbFile = path.join(dir, 'telemetry.db');
    const first = await start({ dbFile, now: () => clock, maintenanceIntervalMs: 20 });
    await post(first, batch([pageView()]));
    expect(await figures(first)).toHaveLength(1);
    clock = NOW + 15 * DAY;
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock = NOW;
    expect(await figures(first)).toEqual([]);

    await post(first, batch([pageView()]));
    await first.close();
    const again = await start({ dbFile, now: () => NOW + 2 * DAY, retentionDays: 1 });
    const { json } = await health(again, { since: new Date(NOW - DAY).toISOString() });
    expect(json.releases).toEqual([]);
  });

  it('survives hundreds of garbled requests: it still answers, and the stored figures are unchanged', async () => {
    const { collector, before, write } = await withOneStored({ rateLimit: null, maxBodyBytes: 8192 });
    const random = seeded(20261129);
    const valid = JSON.stringify(
      batch([pageView({ 'qr.app': 'x-never-an-app-x' }), pageView({ 'qr.app': 'x-nor-this-x' })]),
    );
    const bodies = [];
    for (let i = 0; i < 300; i++) {
      const kind = i % 6;
      if (kind === 0) bodies.push(Buffer.from(Array.from({ length: random(200) }, () => random(256))));
      else if (kind === 1) bodies.push(valid.slice(0, random(valid.length)));
      else if (kind === 2) {
        const chars = [...valid];
        for (let n = 0; n < 1 + random(8); n++) chars[random(chars.length)] = String.fromCharCode(random(128));
        bodies.push(chars.join(''));
      } else if (kind === 3) bodies.push(JSON.stringify(randomValue(random, 4)));
      else if (kind === 4) bodies.push('['.repeat(4000 + random(8000)));
      else bodies.push(JSON.stringify({ resourceLogs: [{ scopeLogs: [{ logRecords: [randomValue(random, 3)] }] }] }));
    }
    const types = ['application/json', 'text/plain', 'application/json; charset=latin1', 'text/html', null];
    const statuses = new Set();
    for (let i = 0; i < bodies.length; i += 20) {
      const answers = await Promise.all(
        bodies.slice(i, i + 20).map((body, j) => post(collector, body, { contentType: types[(i + j) % types.length] })),
      );
      for (const answer of answers) {
        statuses.add(answer.status);
        expect([200, 400, 413]).toContain(answer.status);
        expect(answer.json === null || typeof answer.json === 'object').toBe(true);
        if (answer.status === 200)
          expect(answer.json.partialSuccess?.rejectedLogRecords ?? 0).toBeGreaterThanOrEqual(0);
      }
    }
    expect([...statuses].sort()).toEqual([200, 400, 413]);
    // Garbage on the socket itself: not even HTTP.
    for (const garbage of [
      'GARBAGE\r\n\r\n',
      'POST /v1/logs HTTP/1.1\r\nContent-Length: abc\r\n\r\n',
      '\u0000\u0001\u0002',
    ]) {
      await new Promise((resolve) => {
        const socket = connect(collector.port, '127.0.0.1', () => socket.end(garbage));
        socket.on('data', () => {});
        socket.on('close', resolve);
        socket.on('error', resolve);
      });
    }
    expect(await figures(collector)).toEqual(before);
    expect(write.mock.calls.every(([events]) => events.length === 0)).toBe(true);
    expect((await post(collector, batch([pageView()]))).status).toBe(200);
    expect(await figures(collector)).toMatchObject([{ sampledPageViews: 2 }]);
  });
});

/** A small deterministic random source: random(n) is a whole number below n. */
function seeded(seed) {
  let state = seed >>> 0;
  return (n) => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return Math.floor((state / 2 ** 32) * n);
  };
}

/** A random JSON value up to `depth` deep, with the keys and odd values a record might have. */
function randomValue(random, depth) {
  const keys = [
    'resourceLogs',
    'scopeLogs',
    'logRecords',
    'attributes',
    'key',
    'value',
    'stringValue',
    'eventName',
    'qr.app',
  ];
  const leaves = [null, true, 0, -1, 1e308, '', 'page_view', 'mfe-owner', '/'.repeat(70), '__proto__', 'constructor'];
  const pick = random(4);
  if (depth <= 0 || pick === 0) return leaves[random(leaves.length)];
  if (pick === 1) return Array.from({ length: random(4) }, () => randomValue(random, depth - 1));
  return Object.fromEntries(
    Array.from({ length: random(4) }, () => [keys[random(keys.length)], randomValue(random, depth - 1)]),
  );
}
