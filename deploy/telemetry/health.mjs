// GET /v1/health: what the release tools read (the canary guard, `pnpm releases health`). The parameters
// are checked strictly (a typo is a 400, not a silently wider answer), and the store's sums become one
// entry per release: { app, version, pageViews, sampledPageViews, errors, loadFailures, gateRefusals,
// errorRate, loadFailureRate, lcp, inp, cls }, over every route and arm since the given time.
import {
  compareVersions as compareReleases,
  isReleaseVersion,
} from '../../shared-ui/runtime/src/session/release-version.ts';
import { quantile } from './histogram.mjs';
import { APPS, DEFAULT_ENVIRONMENT } from './otlp.mjs';

const ENVIRONMENT = /^[a-z][a-z0-9-]{0,31}$/;
/** An ISO 8601 date, or date and time with a zone (Z or ±hh:mm), as Date.toISOString() writes them. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** Without `since`: the last day. */
export const DEFAULT_SPAN_MS = 24 * 60 * 60 * 1000;
const PARAMETERS = new Set(['env', 'app', 'since']);

/** A problem with the query, answered 400 with its message. */
export class BadQuery extends Error {}

/** The query's { environment, app, since (a Date), sinceMinute }, or BadQuery. nowMs: for the default since. */
export function parseHealthQuery(searchParams, nowMs) {
  for (const key of new Set(searchParams.keys())) {
    if (!PARAMETERS.has(key)) throw new BadQuery(`unknown parameter "${key.slice(0, 32)}" (env, app, since)`);
    if (searchParams.getAll(key).length > 1) throw new BadQuery(`${key} is given more than once`);
  }
  const environment = searchParams.get('env') ?? DEFAULT_ENVIRONMENT;
  if (!ENVIRONMENT.test(environment)) throw new BadQuery('env is not an environment name ([a-z][a-z0-9-]{0,31})');
  const app = searchParams.get('app');
  if (app !== null && !APPS.includes(app)) throw new BadQuery(`app is not one of ${APPS.join(', ')}`);
  const sinceText = searchParams.get('since');
  let sinceMs = nowMs - DEFAULT_SPAN_MS;
  if (sinceText !== null) {
    sinceMs = ISO_TIME.test(sinceText) ? Date.parse(sinceText) : Number.NaN;
    if (!Number.isFinite(sinceMs)) throw new BadQuery('since is not an ISO 8601 time (2026-11-29T10:00:00Z)');
  }
  const sinceMinute = Math.floor(sinceMs / 60_000);
  // Counted by the minute: the answer starts at the minute since falls in.
  return { environment, app, since: new Date(sinceMinute * 60_000), sinceMinute };
}

const rate = (count, of) => (of > 0 ? Math.round((count / of) * 1e6) / 1e6 : null);

/**
 * Adds the store's rows (store.mjs query(): sums per app and version, each vital a Map of counts by bucket)
 * to those of earlier spans, in `into` (a Map by app and version); returns it.
 */
export function addRows(into, rows) {
  for (const row of rows) {
    const id = `${row.app}\n${row.version}`;
    const sum = into.get(id);
    if (!sum) {
      into.set(id, { ...row, lcp: new Map(row.lcp), inp: new Map(row.inp), cls: new Map(row.cls) });
      continue;
    }
    for (const key of Object.keys(row)) {
      if (typeof row[key] === 'number') sum[key] += row[key];
      else if (row[key] instanceof Map) {
        for (const [bucket, count] of row[key]) sum[key].set(bucket, (sum[key].get(bucket) ?? 0) + count);
      }
    }
  }
  return into;
}

/**
 * The answer: { environment, since, releases: [...] }, releases by app then version. rows: sums per app and
 * version (addRows' values, or store.mjs query() rows).
 */
export function healthReport({ environment, since }, rows) {
  const vital = (metric, counts) => ({
    p75: quantile(metric, [...counts], 0.75),
    count: [...counts.values()].reduce((sum, count) => sum + count, 0),
  });
  return {
    environment,
    since: since.toISOString(),
    releases: [...rows]
      .sort((a, b) => (a.app === b.app ? compareVersions(a.version, b.version) : a.app < b.app ? -1 : 1))
      .map((row) => {
        const pageViews = Math.round(row.weighted_page_views);
        const errors = row.uncaught + row.rejection + row.render;
        return {
          app: row.app,
          version: row.version,
          pageViews,
          sampledPageViews: row.page_views,
          errors,
          errorsByKind: { uncaught: row.uncaught, rejection: row.rejection, render: row.render },
          loadFailures: row.load_failures,
          gateRefusals: row.gate_refusals,
          errorRate: rate(errors, pageViews),
          loadFailureRate: rate(row.load_failures, pageViews),
          lcp: vital('LCP', row.lcp),
          inp: vital('INP', row.inp),
          cls: vital('CLS', row.cls),
        };
      }),
  };
}

/** Releases in semver order (1.10.0 after 1.9.0); `unreleased` and `(invalid)` after the releases. */
function compareVersions(a, b) {
  const [releaseA, releaseB] = [isReleaseVersion(a), isReleaseVersion(b)];
  if (releaseA && releaseB) return compareReleases(a, b);
  if (releaseA !== releaseB) return releaseA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}
