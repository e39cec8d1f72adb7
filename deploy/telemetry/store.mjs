// The collector's SQLite database (node:sqlite): aggregates only, never a record. One row per environment,
// app, version, arm, route and minute: page views (sampled count and weighted sum), errors by kind, load
// failures, gate refusals, and each web vital as a histogram (histogram.mjs: fixed log-spaced buckets, a few
// dozen bytes). The table is keyed minute first, so that the newest minutes are written at the end, a health
// query reads a range of minutes, and the oldest go first, in order.
//
// What is stored is never lost by a request: each request's events are written in one transaction (a
// crash loses at most that request), in WAL mode (readers never block the writer). Retention (14 days by
// default) and size (256 MiB by default: past it the oldest minutes are deleted until 90% of it is left)
// are the only deletions; the freed pages go back to the file system (incremental auto-vacuum).
import { DatabaseSync } from 'node:sqlite';
import { bucketOf, decodeHistogram, encodeHistogram, mergeHistograms } from './histogram.mjs';

export const DEFAULT_RETENTION_DAYS = 14;
export const DEFAULT_MAX_BYTES = 256 * 1024 * 1024;
const SCHEMA_VERSION = 1;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;
/** Pruned down to this share of maxBytes, so that a database at its bound is not pruned on every request. */
const PRUNE_TO = 0.9;
/** The WAL file is truncated to this after a checkpoint (it may grow past it within one). */
const WAL_LIMIT_BYTES = 8 * 1024 * 1024;

const KEY = ['minute', 'environment', 'app', 'version', 'arm', 'route'];
const COUNTS = [
  'page_views',
  'weighted_page_views',
  'uncaught',
  'rejection',
  'render',
  'load_failures',
  'gate_refusals',
];
/** The web vitals' histogram columns, by metric. */
const VITALS = { LCP: 'lcp', INP: 'inp', CLS: 'cls' };

const SCHEMA = `
CREATE TABLE IF NOT EXISTS aggregates (
  minute INTEGER NOT NULL, environment TEXT NOT NULL, app TEXT NOT NULL, version TEXT NOT NULL,
  arm TEXT NOT NULL, route TEXT NOT NULL,
  page_views INTEGER NOT NULL, weighted_page_views REAL NOT NULL,
  uncaught INTEGER NOT NULL, rejection INTEGER NOT NULL, render INTEGER NOT NULL,
  load_failures INTEGER NOT NULL, gate_refusals INTEGER NOT NULL,
  lcp BLOB, inp BLOB, cls BLOB,
  PRIMARY KEY (${KEY.join(', ')})
) WITHOUT ROWID;
`;

/** Thrown when the file is a database of something else, or of a newer collector. */
export class StoreError extends Error {}

/**
 * Opens (creating it if need be) the database in `file` (':memory:' for tests). `now` is the clock that
 * retention reads; `retentionDays` and `maxBytes` bound what is kept.
 */
export function openStore({
  file,
  now = Date.now,
  retentionDays = DEFAULT_RETENTION_DAYS,
  maxBytes = DEFAULT_MAX_BYTES,
  busyTimeoutMs = 5_000,
}) {
  if (!(retentionDays > 0)) throw new StoreError(`retention must be a positive number of days, not ${retentionDays}`);
  if (!(maxBytes > 0)) throw new StoreError(`the size bound must be a positive number of bytes, not ${maxBytes}`);
  let db;
  try {
    db = new DatabaseSync(file, { timeout: busyTimeoutMs });
    // Before the first table: a new file gets incremental auto-vacuum (an existing one keeps its mode).
    db.exec('PRAGMA auto_vacuum = INCREMENTAL');
    db.exec('PRAGMA journal_mode = WAL');
    // In WAL mode, NORMAL survives a crash of the process (a power cut may lose the last commits, never
    // consistency); FULL would sync the disk on every request.
    db.exec('PRAGMA synchronous = NORMAL');
    db.exec(`PRAGMA journal_size_limit = ${WAL_LIMIT_BYTES}`);
    db.exec(`PRAGMA busy_timeout = ${Math.trunc(busyTimeoutMs)}`);
    const { user_version: version } = db.prepare('PRAGMA user_version').get();
    if (version !== 0 && version !== SCHEMA_VERSION) {
      throw new StoreError(`${file} was written by another version of the collector (schema ${version})`);
    }
    db.exec(`BEGIN IMMEDIATE; ${SCHEMA} PRAGMA user_version = ${SCHEMA_VERSION}; COMMIT`);
  } catch (error) {
    db?.close();
    if (error instanceof StoreError) throw error;
    throw new StoreError(`${file} could not be opened as the collector's database: ${error.message}`);
  }
  // Histograms add up inside SQLite: a row's, and a range of rows' (per release) for the health query.
  db.function('histogram_merge', { deterministic: true, directOnly: true }, mergeHistograms);
  db.aggregate('histogram_sum', {
    deterministic: true,
    directOnly: true,
    start: () => new Map(),
    step: (sum, bytes) => decodeHistogram(bytes, sum),
    result: (sum) => encodeHistogram(sum),
  });

  const columns = [...KEY, ...COUNTS, ...Object.values(VITALS)];
  const upsert = db.prepare(
    `INSERT INTO aggregates (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})
     ON CONFLICT DO UPDATE SET
       ${COUNTS.map((column) => `${column} = ${column} + excluded.${column}`).join(', ')},
       ${Object.values(VITALS)
         .map((column) => `${column} = histogram_merge(${column}, excluded.${column})`)
         .join(', ')}`,
  );
  const select = db.prepare(
    `SELECT app, version, ${COUNTS.map((column) => `SUM(${column}) AS ${column}`).join(', ')},
       ${Object.values(VITALS)
         .map((column) => `histogram_sum(${column}) AS ${column}`)
         .join(', ')}
     FROM aggregates
     WHERE minute >= :since AND (:until IS NULL OR minute < :until) AND environment = :environment
       AND (:app IS NULL OR app = :app)
     GROUP BY app, version`,
  );
  const deleteBefore = db.prepare('DELETE FROM aggregates WHERE minute < ?');
  const oldestMinute = db.prepare('SELECT MIN(minute) AS minute FROM aggregates');
  const pageCount = db.prepare('PRAGMA page_count');
  const freePages = db.prepare('PRAGMA freelist_count');
  const { page_size: pageSize } = db.prepare('PRAGMA page_size').get();

  /** Runs fn in one write transaction: all of it is stored, or nothing. */
  function transaction(fn) {
    db.exec('BEGIN IMMEDIATE');
    try {
      const result = fn();
      db.exec('COMMIT');
      return result;
    } catch (error) {
      if (db.isTransaction) db.exec('ROLLBACK');
      throw error;
    }
  }

  /** The bytes the database's data takes (the file, less its free pages). */
  const usedBytes = () => (pageCount.get().page_count - freePages.get().freelist_count) * pageSize;

  /**
   * Past maxBytes, deletes the oldest minutes until PRUNE_TO of it is left: 1 minute, then 2, 4 … more at a
   * time, so that a bound lowered far below the data takes a few steps, not one per minute stored. Returns
   * whether it deleted anything.
   */
  function enforceSize() {
    if (usedBytes() <= maxBytes) return false;
    let span = 1;
    while (usedBytes() > maxBytes * PRUNE_TO) {
      const { minute } = oldestMinute.get();
      if (minute === null) break;
      transaction(() => deleteBefore.run(minute + span));
      span *= 2;
    }
    return true;
  }

  return {
    /** Adds a request's events (otlp.mjs) to the aggregates, in one transaction. */
    write(events) {
      if (events.length === 0) return;
      const rows = new Map();
      for (const event of events) {
        const key = [event.minute, event.environment, event.app, event.version, event.arm, event.route];
        const id = key.join('\n');
        if (!rows.has(id)) rows.set(id, { key, counts: [0, 0, 0, 0, 0, 0, 0], vitals: {} });
        const row = rows.get(id);
        if (event.name === 'page_view') {
          row.counts[0]++;
          row.counts[1] += event.weight;
        } else if (event.name === 'error') row.counts[2 + ['uncaught', 'rejection', 'render'].indexOf(event.kind)]++;
        else if (event.name === 'load_failure') row.counts[5]++;
        else if (event.name === 'gate_refusal') row.counts[6]++;
        else if (event.name === 'web_vital') {
          row.vitals[event.metric] ??= new Map();
          const histogram = row.vitals[event.metric];
          const bucket = bucketOf(event.metric, event.value);
          histogram.set(bucket, (histogram.get(bucket) ?? 0) + 1);
        }
      }
      transaction(() => {
        for (const { key, counts, vitals } of rows.values()) {
          upsert.run(...key, ...counts, ...Object.keys(VITALS).map((metric) => encodeHistogram(vitals[metric] ?? [])));
        }
      });
      if (enforceSize()) db.exec('PRAGMA incremental_vacuum');
    },

    /**
     * The sums from a minute (until one, excluded, if given), per app and version, over every route and arm:
     * rows of { app, version, page_views, weighted_page_views, uncaught, rejection, render, load_failures,
     * gate_refusals, lcp, inp, cls } with each vital as a Map of counts by bucket (health.mjs adds and shapes them).
     */
    query({ environment, app = null, sinceMinute, untilMinute = null }) {
      return select.all({ since: sinceMinute, until: untilMinute, environment, app }).map((row) => ({
        ...row,
        ...Object.fromEntries(Object.values(VITALS).map((column) => [column, decodeHistogram(row[column])])),
      }));
    },

    /** Deletes the minutes older than the retention, then enforces the size bound, and frees the pages. */
    prune() {
      const cutoff = Math.floor((now() - retentionDays * DAY_MS) / MINUTE_MS);
      transaction(() => deleteBefore.run(cutoff));
      enforceSize();
      db.exec('PRAGMA incremental_vacuum');
      // The freed pages leave the file at a checkpoint; the WAL shrinks back to nothing.
      db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    },

    /** The oldest minute stored, or null when nothing is. */
    oldestMinute: () => oldestMinute.get().minute,
    usedBytes,
    close: () => db.close(),
  };
}
