// Where the release tools read the browsers' health reports: the collector's GET /v1/health
// (deploy/telemetry/), found from --collector, the environments file's `collector`, or the live
// runtime-config.json's telemetry endpoint (its origin). QR_COLLECTOR_READ_TOKEN authenticates the read.
import { firstLine } from './files.mjs';
import { ReleaseError } from './releases.mjs';

const TIMEOUT_MS = 10_000;

/** The collector's health URL for an environment, or a one-line refusal naming what to configure. */
export function healthUrl(environment, config, options = {}) {
  const base = options.collector ?? environment.collector ?? config.telemetry?.url;
  if (!base)
    throw new ReleaseError(
      `${environment.name} names no health collector (runtime-config.json has no telemetry; --collector URL names one)`,
    );
  return new URL('/v1/health', base).href;
}

const isCount = (value) => typeof value === 'number' && Number.isFinite(value) && value >= 0;
const FIGURES = ['pageViews', 'sampledPageViews', 'errors', 'loadFailures', 'gateRefusals'];

/** The collector's answer, checked: a list of releases with their counts. */
function checked(body, url) {
  const releases = body?.releases;
  const sound =
    Array.isArray(releases) &&
    releases.every(
      (item) =>
        typeof item?.app === 'string' && typeof item.version === 'string' && FIGURES.every((key) => isCount(item[key])),
    );
  if (!sound) throw new ReleaseError(`${url} did not answer with health figures (releases with their counts)`);
  return releases;
}

/**
 * The health figures per release of `app` (all apps when null) in the environment since `since` (a Date).
 * @returns {Promise<{ url: string, releases: object[] }>}
 */
export async function readHealth({ environment, config, options = {}, app = null, since }) {
  const url = new URL(healthUrl(environment, config, options));
  url.searchParams.set('env', config.telemetry?.environment ?? environment.name);
  if (app) url.searchParams.set('app', app);
  url.searchParams.set('since', since.toISOString());
  const token = process.env.QR_COLLECTOR_READ_TOKEN;
  let response;
  try {
    response = await fetch(url, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new ReleaseError(`cannot read health data from ${url.origin} (${firstLine(error.cause ?? error)})`);
  }
  if (!response.ok) throw new ReleaseError(`cannot read health data from ${url.origin} (HTTP ${response.status})`);
  let body;
  try {
    body = await response.json();
  } catch {
    throw new ReleaseError(`cannot read health data from ${url.origin} (not JSON)`);
  }
  return { url: url.href, releases: checked(body, url.origin) };
}

const EMPTY = {
  pageViews: 0,
  sampledPageViews: 0,
  errors: 0,
  loadFailures: 0,
  gateRefusals: 0,
  errorRate: 0,
  loadFailureRate: 0,
};

/** One release's figures from a health answer (zeros when the collector has seen none of it). */
export const figuresOf = (releases, app, version) =>
  releases.find((item) => item.app === app && item.version === version) ?? { app, version, ...EMPTY };
