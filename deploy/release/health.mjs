// pnpm releases health [app] [--env ENV] [--since 24h|ISO]: what the visitors' browsers reported of each
// release (deploy/telemetry/): page views, error and load-failure rates, web vitals' p75, the canary
// beside the stable release, each figure with its count.
import { parseDuration } from './canary.mjs';
import { figuresOf, readHealth } from './health-source.mjs';
import { REMOTES, ReleaseError } from './releases.mjs';
import { versionOfUrl } from './remote-switch.mjs';
import { readLiveConfig } from './switch.mjs';

const DEFAULT_SINCE = '24h';

/** --since: a duration back from now (24h, 30m) or an ISO time. */
export function parseSince(text = DEFAULT_SINCE, now = Date.now()) {
  if (/^\d+[smhd]$/.test(text)) return new Date(now - parseDuration(text, '--since'));
  const time = Date.parse(text);
  if (!/^\d{4}-\d{2}-\d{2}/.test(text) || Number.isNaN(time))
    throw new ReleaseError(`--since takes a duration (24h, 30m) or a time (2026-11-29T10:00Z), not "${text}"`);
  return new Date(time);
}

const count = (value) => Math.round(value).toLocaleString('en-IN');
const rate = (part, views) => (views ? `${((Math.min(part, views) / views) * 100).toFixed(2)}%` : '-');
const vital = (name, figure, unit) =>
  figure?.count
    ? `${name} p75 ${unit === 'ms' ? `${count(figure.p75)} ms` : figure.p75.toFixed(3)} (n ${count(figure.count)})`
    : `${name} -`;

/** One release's line: each figure with the count behind it. */
export function describeRelease(label, figures) {
  const views = figures.pageViews;
  return [
    label.padEnd(22),
    `${count(views)} page views (${count(figures.sampledPageViews)} sampled)`,
    `errors ${rate(figures.errors, views)} (${count(figures.errors)})`,
    `load failures ${rate(figures.loadFailures, views)} (${count(figures.loadFailures)})`,
    vital('LCP', figures.lcp, 'ms'),
    vital('INP', figures.inp, 'ms'),
    vital('CLS', figures.cls, ''),
  ].join('  ');
}

export async function healthCommand({ args, options, environment }) {
  const config = readLiveConfig(environment);
  const since = parseSince(options.since);
  const { url, releases } = await readHealth({ environment, config, options, app: args.app ?? null, since });
  console.log(
    `${environment.name} since ${since.toISOString().slice(0, 16).replace('T', ' ')} UTC (${url.split('?')[0]}):`,
  );
  const apps = args.app ? [args.app] : Object.keys(REMOTES);
  let empty = 0;
  for (const app of apps) {
    const container = REMOTES[app];
    const stable = versionOfUrl(environment, app, config.remotes[container]) ?? 'unreleased';
    const canary = config.canaries?.[container];
    const seen = releases.filter((item) => item.app === app);
    if (!seen.some((item) => item.pageViews > 0)) {
      empty++;
      console.log(`${app}: not enough data yet (no page views reported since then)`);
      continue;
    }
    console.log(app);
    console.log(`  ${describeRelease(`stable ${stable}`, figuresOf(releases, app, stable))}`);
    if (canary)
      console.log(
        `  ${describeRelease(`canary ${canary.version} ${canary.share}%`, figuresOf(releases, app, canary.version))}`,
      );
    for (const other of seen.filter((item) => item.version !== stable && item.version !== canary?.version))
      console.log(`  ${describeRelease(`${other.version} (not live)`, other)}`);
  }
  if (empty === apps.length) console.log(`${environment.name}: not enough data yet to judge any release`);
}
