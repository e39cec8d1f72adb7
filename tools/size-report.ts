// docs/size-report.md: the bytes per route as `pnpm size --write` last measured them, written from the
// measurement, never by hand. Its data block lets a unit test render it again and check its budgets.

export interface MeasuredRoute {
  label: string;
  /** gzip bytes of JavaScript until the route showed its content */
  render: number;
  renderFiles: number;
  /** gzip bytes once the first tap has brought in the overlays' code */
  total: number;
  byApp: Record<string, number>;
}

export interface SizeReportData {
  date: string;
  commit: string;
  budgets: Record<string, number>;
  runs: { lang: 'en' | 'hi'; routes: MeasuredRoute[] }[];
}

/** gzip KB of JavaScript a route may need to render, for an English visitor (Hindi brings its texts too). */
export const BUDGETS_KB: Record<string, number> = {
  // The scanner's page, opened on cheap phones on weak links: JavaScript before the form is usable. 165 KB, and
  // what the operating side of separate deploys adds to every route before it renders (167.2 KB measured):
  // - the health reports' hook in the entry and bootstrap (docs/telemetry.md): 398 B gzip, as pnpm size
  //   measures it (the shell built with and without it);
  // - the canary assignment and the record of which release each remote came from, in the entry (it must
  //   choose a remote's release before its manifest is requested: a chunk of its own would cost every visitor
  //   a round trip while a canary is live): about 625 B, the shell built with and without it;
  // - runtime-config.json's schema for canaries and telemetry (@qr/runtime, validated before the first
  //   render), remote entries and preloads in CORS mode, the open tab's re-read of the config on an unknown
  //   path: about 1.2 KB together.
  // Then 168 KB (167.8 measured), for two things a visitor asked for:
  // - the first screen's language reconciled on start (the latest choice of the stored one and the cookie wins
  //   and is written back; it must run before the first render): about 0.3 KB in the shell's entry;
  // - the sticker page's Try Again on an unknown sticker, refused characters marked on the boxes and the state
  //   that swaps the form for its confirmation after a send (the confirmation's own code and words load on the
  //   first touch): about 0.3 KB.
  // Issue "the scanner's start" aims to win these back (docs/decisions/0001-the-scanners-byte-budget.md).
  '/{uid}': 168,
};

/**
 * brotli KB the health reports may cost a route in all, their hook and their reporter's chunk (fetched once the
 * page is usable); web-vitals' chunk, which only a tab in the sample fetches, is shown beside it.
 */
export const TELEMETRY_BUDGETS_BROTLI_KB: Record<string, number> = {
  '/{uid}': 2,
};

export const SIZE_REPORT_FILE = 'docs/size-report.md';

const LANGUAGES = {
  en: 'English (the budgets apply here)',
  hi: 'A browser preferring Hindi (hi-IN): the routes with their Hindi texts',
};
const DATA_START = '<!-- size-report-data';

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** True when an English visitor's route needs more than its budget to render. */
export function overBudget(route: MeasuredRoute, budgets: Record<string, number> = BUDGETS_KB): boolean {
  const budget = budgets[route.label];
  return budget !== undefined && route.render / 1024 > budget;
}

function budgetCell(route: MeasuredRoute, lang: string, budgets: Record<string, number>) {
  const budget = lang === 'en' ? budgets[route.label] : undefined;
  if (budget === undefined) return '';
  return `${budget} KB, ${overBudget(route, budgets) ? '**over**' : 'within'}`;
}

function routeRow(route: MeasuredRoute, lang: string, budgets: Record<string, number>) {
  const byApp = Object.entries(route.byApp)
    .map(([app, bytes]) => `${app} ${(bytes / 1024).toFixed(1)}`)
    .join(', ');
  const render = `${kb(route.render)} (${route.render.toLocaleString('en-US')} B)`;
  return `| \`${route.label}\` | ${render} | ${route.renderFiles} | ${kb(route.total)} | ${budgetCell(route, lang, budgets)} | ${byApp} |`;
}

/** The report's markdown; the bytes are gzip bytes. */
export function formatSizeReport(data: SizeReportData): string {
  const lines = [
    '# Bytes per route',
    '',
    'Written by `pnpm size --write` from its measurement; do not edit it by hand. How it is measured, what the',
    'bytes pay for and what changed them: [performance.md](performance.md#bytes-per-route).',
    '',
    `Measured on ${data.date} at commit ${data.commit}.`,
    '',
    'gzip JavaScript each route loads in Chromium against the production builds, with a fresh cache: what it',
    "needs to render its content, and the total once the first tap has brought in the overlays' code.",
  ];
  for (const run of data.runs) {
    lines.push('', `## ${LANGUAGES[run.lang]}`, '');
    lines.push('| route | to render | files | after the first tap | budget | KB by app, after the first tap |');
    lines.push('|---|---|---|---|---|---|');
    for (const route of run.routes) lines.push(routeRow(route, run.lang, data.budgets));
  }
  lines.push('', DATA_START, JSON.stringify(data, null, 2), '-->', '');
  return lines.join('\n');
}

/** The data a report was written from (for the unit test that renders it again). */
export function readSizeReportData(markdown: string): SizeReportData {
  const start = markdown.indexOf(DATA_START);
  if (start === -1) throw new Error(`${SIZE_REPORT_FILE} has no data block: write it with pnpm size --write`);
  const json = markdown.slice(start + DATA_START.length, markdown.lastIndexOf('-->'));
  return JSON.parse(json);
}
