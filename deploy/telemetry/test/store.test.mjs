// The SQLite store: aggregates per release, route, arm and minute; one transaction per write; retention and
// the size bound, the only deletions (with a fake clock and tiny limits).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bucketOf } from '../histogram.mjs';
import { openStore, StoreError } from '../store.mjs';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const NOW = Date.UTC(2026, 10, 29, 10, 30);
const NOW_MINUTE = NOW / MINUTE;

let dir;
let file;
const opened = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'collector-store-'));
  file = path.join(dir, 'telemetry.db');
});
afterEach(() => {
  for (const store of opened.splice(0)) {
    try {
      store.close();
    } catch {}
  }
  rmSync(dir, { recursive: true, force: true });
});
const open = (options = {}) => {
  const store = openStore({ file, now: () => NOW, ...options });
  opened.push(store);
  return store;
};

const event = (name, extra = {}) => ({
  name,
  environment: 'production',
  app: 'mfe-owner',
  version: '1.4.0',
  arm: 'stable',
  route: '/',
  minute: NOW_MINUTE,
  ...extra,
});
const pageView = (extra) => event('page_view', { weight: 10, ...extra });

/** The store's sums for mfe-owner 1.4.0 (its counts, and its vitals' Maps) in production since a minute. */
function sums(store, { sinceMinute = 0, environment = 'production', version = '1.4.0' } = {}) {
  const row = store.query({ environment, sinceMinute }).find((found) => found.version === version);
  if (!row) return { counts: null, vitals: null };
  const { lcp, inp, cls, ...counts } = row;
  return { counts, vitals: { lcp, inp, cls } };
}

describe('the store', () => {
  it('adds each event to its release, route, arm and minute, and sums them over routes and arms', () => {
    const store = open();
    store.write([
      pageView(),
      pageView({ route: '/:uid', arm: 'canary', weight: 1 }),
      event('error', { kind: 'uncaught' }),
      event('error', { kind: 'render', route: '/:uid' }),
      event('load_failure', { stage: 'chunk' }),
      event('gate_refusal'),
      event('web_vital', { metric: 'LCP', value: 2500 }),
      event('web_vital', { metric: 'LCP', value: 2510 }),
      pageView({ version: '1.5.0' }),
    ]);
    store.write([pageView()]);
    expect(sums(store).counts).toEqual({
      app: 'mfe-owner',
      version: '1.4.0',
      page_views: 3,
      weighted_page_views: 21,
      uncaught: 1,
      rejection: 0,
      render: 1,
      load_failures: 1,
      gate_refusals: 1,
    });
    expect(sums(store).vitals).toEqual({
      lcp: new Map([[bucketOf('LCP', 2500), 2]]),
      inp: new Map(),
      cls: new Map(),
    });
    expect(sums(store, { version: '1.5.0' }).counts).toMatchObject({ page_views: 1 });
  });

  it('keeps aggregates only: one row per release, route, arm and minute, however many events', () => {
    const store = open();
    for (let i = 0; i < 50; i++) {
      store.write([
        pageView(),
        event('web_vital', { metric: 'CLS', value: 0 }),
        event('web_vital', { metric: 'LCP', value: 1000 + i }),
      ]);
    }
    store.write([pageView({ route: '/:uid' })]);
    const db = new DatabaseSync(file, { readOnly: true });
    expect(db.prepare('SELECT COUNT(*) AS n FROM aggregates').get().n).toBe(2);
    db.close();
    expect(sums(store).vitals.cls).toEqual(new Map([[0, 50]]));
    expect([...sums(store).vitals.lcp.values()].reduce((a, b) => a + b)).toBe(50);
  });

  it('answers from a minute on: older minutes are left out', () => {
    const store = open();
    store.write([pageView({ minute: NOW_MINUTE - 10 }), pageView({ minute: NOW_MINUTE })]);
    expect(sums(store, { sinceMinute: NOW_MINUTE - 5 }).counts).toMatchObject({ page_views: 1 });
    expect(sums(store, { sinceMinute: NOW_MINUTE - 10 }).counts).toMatchObject({ page_views: 2 });
    expect(sums(store, { environment: 'staging' }).counts).toBeNull();
  });

  it('writes a request in one transaction: when a row fails, nothing of the request is stored', () => {
    const store = open();
    store.write([pageView()]);
    // The second row breaks a NOT NULL constraint, after the first was written in the same transaction.
    expect(() => store.write([pageView({ route: '/other' }), pageView({ route: '/bad', app: null })])).toThrow();
    expect(sums(store).counts).toMatchObject({ page_views: 1 });
    store.write([pageView()]);
    expect(sums(store).counts).toMatchObject({ page_views: 2 });
  });

  it('keeps what it stored across a restart, in WAL mode with incremental auto-vacuum', () => {
    open().write([pageView()]);
    opened.pop().close();
    const db = new DatabaseSync(file);
    expect(db.prepare('PRAGMA journal_mode').get().journal_mode).toBe('wal');
    expect(db.prepare('PRAGMA auto_vacuum').get().auto_vacuum).toBe(2);
    db.close();
    expect(sums(open()).counts).toMatchObject({ page_views: 1 });
  });

  it('waits for a lock held by another connection (busy timeout), then writes', () => {
    const store = open({ busyTimeoutMs: 300 });
    const other = new DatabaseSync(file);
    other.exec('BEGIN IMMEDIATE');
    const started = performance.now();
    expect(() => store.write([pageView()])).toThrow(/locked|busy/i);
    expect(performance.now() - started).toBeGreaterThan(250);
    other.exec('ROLLBACK');
    other.close();
    store.write([pageView()]);
    expect(sums(store).counts).toMatchObject({ page_views: 1 });
  });

  it('deletes the minutes older than the retention when pruned, and on start', () => {
    let clock = NOW;
    const store = open({ now: () => clock, retentionDays: 14 });
    store.write([pageView({ minute: NOW_MINUTE - 60 }), pageView()]);
    clock = NOW + 14 * DAY - 30 * MINUTE;
    store.prune();
    expect(sums(store).counts).toMatchObject({ page_views: 1 });
    clock = NOW + 15 * DAY;
    store.prune();
    expect(sums(store).counts).toBeNull();

    store.write([pageView({ minute: NOW_MINUTE })]);
    opened.pop().close();
    // Started again a day later with a shorter retention: the start prunes (collector.mjs calls prune()).
    const again = open({ now: () => NOW + DAY, retentionDays: 0.5 });
    again.prune();
    expect(sums(again).counts).toBeNull();
  });

  it('stays within its size bound: past it, the oldest minutes go first, the newest stay', () => {
    const maxBytes = 96 * 1024;
    const store = open({ maxBytes });
    const routes = Array.from({ length: 30 }, (_, i) => `/route-${i}`);
    for (let minute = NOW_MINUTE - 300; minute <= NOW_MINUTE; minute++) {
      store.write(routes.map((route) => pageView({ minute, route })));
      expect(store.usedBytes()).toBeLessThanOrEqual(maxBytes);
    }
    const db = new DatabaseSync(file, { readOnly: true });
    const { oldest, newest, minutes } = db
      .prepare('SELECT MIN(minute) AS oldest, MAX(minute) AS newest, COUNT(DISTINCT minute) AS minutes FROM aggregates')
      .get();
    db.close();
    expect(newest).toBe(NOW_MINUTE);
    expect(oldest).toBeGreaterThan(NOW_MINUTE - 300);
    // What is left is whole: every minute from the oldest kept to the newest.
    expect(minutes).toBe(newest - oldest + 1);
    expect(sums(store, { sinceMinute: NOW_MINUTE }).counts).toMatchObject({ page_views: 30 });
  });

  it('refuses a file that is not its database, in one line', () => {
    const db = new DatabaseSync(file);
    db.exec('PRAGMA user_version = 7');
    db.close();
    expect(() => open()).toThrow(StoreError);
    expect(() => open()).toThrow(/written by another version of the collector/);
    expect(() => openStore({ file: path.join(dir, 'missing', 'x.db') })).toThrow(/could not be opened/);
  });
});
