// The whole of `pnpm bench` in one table: every figure with its median [min–max], what it is compared with, the
// ratio, the target and whether it is met. Built from the results JSON (bench.mjs writes it), so the same rows
// are printed at the end of a run and written to docs/bench-report.md by `pnpm bench --write`.

/** Federated/bundled ratios the federated build must stay within (issue: federation costs at most 5%). */
export const FEDERATION_TARGETS = { usableMs: 1.05, fcpMs: 1.05, jsKB: 1.1 };
/** Lighthouse mobile performance score the federated build must reach on both routes. */
export const LIGHTHOUSE_TARGET = 98;

const FEDERATION_FIGURES = [
  { key: 'usableMs', label: 'time to usable', unit: 'ms', digits: 0 },
  { key: 'fcpMs', label: 'first contentful paint', unit: 'ms', digits: 0 },
  { key: 'lcpMs', label: 'largest contentful paint', unit: 'ms', digits: 0 },
  { key: 'jsKB', label: 'JS on the wire before usable', unit: 'KB', digits: 1 },
  { key: 'requests', label: 'requests before usable', unit: '', digits: 0 },
  { key: 'chain', label: 'sequential chain', unit: '', digits: 0 },
];
/**
 * Against the control build (the bundled one carrying federation's extra bytes, same-bytes.mjs): what federation
 * costs beyond its bytes. Informational, no target; bytes (every response body before usable) shows the padding
 * matched.
 */
const CONTROL_FIGURES = [
  { key: 'usableMs', label: 'time to usable', unit: 'ms', digits: 0 },
  { key: 'fcpMs', label: 'first contentful paint', unit: 'ms', digits: 0 },
  { key: 'bytes', label: 'bytes on the wire before usable', unit: 'KB', digits: 1, scale: 1 / 1024 },
];
const VIEWPORTS = ['phone', 'desktop'];
/** The health collector (collector-bench.mjs): events stored per second at least, a request's p99 at most. */
export const COLLECTOR_TARGETS = { eventsPerSecond: 2000, p99Ms: 50 };
/** Its figures; those without a target are reported (RSS growth: what a run left in the collector's memory). */
const COLLECTOR_FIGURES = [
  {
    key: 'eventsPerSecond',
    label: 'events stored per second',
    unit: '/s',
    digits: 0,
    atLeast: COLLECTOR_TARGETS.eventsPerSecond,
  },
  { key: 'p50Ms', label: 'request latency p50', unit: 'ms', digits: 1 },
  { key: 'p95Ms', label: 'request latency p95', unit: 'ms', digits: 1 },
  { key: 'p99Ms', label: 'request latency p99', unit: 'ms', digits: 1, atMost: COLLECTOR_TARGETS.p99Ms },
  { key: 'rssGrowthMB', label: 'RSS growth over a run', unit: 'MB', digits: 1 },
];

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** { median, min, max } of the values, or null when there are none. */
export function spreadOf(values) {
  const known = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (!known.length) return null;
  return { median: median(known), min: Math.min(...known), max: Math.max(...known) };
}

const round2 = (value) => Math.round(value * 100) / 100;

/**
 * One row per figure: { part, figure, measured, against, ratio, target, met }. measured and against are
 * { median, min, max, digits, unit } (against is null when the figure is compared with its target only); ratio
 * is measured/against (or measured/target); target is { text } or null; met is true, false or null (no target,
 * or not measured). scaleFigures: scale.mjs's SCALE_FIGURES (the figures and targets of each kind of list).
 */
export function summaryRows(results, scaleFigures) {
  const rows = [];
  for (const route of results.routes ?? []) {
    for (const { key, label, unit, digits } of FEDERATION_FIGURES) {
      const measured = spreadOf(route.federated.runs.map((run) => run[key]));
      const against = spreadOf(route.bundled.runs.map((run) => run[key]));
      const ratio = measured && against?.median ? round2(measured.median / against.median) : null;
      const limit = FEDERATION_TARGETS[key];
      rows.push({
        part: `${route.path} federated vs bundled`,
        figure: label,
        measured: measured && { ...measured, digits, unit },
        against: against && { ...against, digits, unit },
        ratio,
        target: limit === undefined ? null : { text: `ratio ≤ ${limit.toFixed(2)}` },
        met: limit === undefined || ratio === null ? null : ratio <= limit,
      });
    }
    if (!route.sameBytes) continue;
    for (const { key, label, unit, digits, scale = 1 } of CONTROL_FIGURES) {
      const valuesOf = (build) => build.runs.map((run) => (typeof run[key] === 'number' ? run[key] * scale : null));
      const measured = spreadOf(valuesOf(route.federated));
      const against = spreadOf(valuesOf(route.sameBytes));
      rows.push({
        part: `${route.path} federated vs bundled with federation's bytes`,
        figure: label,
        measured: measured && { ...measured, digits, unit },
        against: against && { ...against, digits, unit },
        ratio: measured && against?.median ? round2(measured.median / against.median) : null,
        target: null,
        met: null,
      });
    }
  }
  for (const route of results.lighthouse ?? []) {
    const measured = spreadOf(route.federated.runs.map((run) => run.score));
    const against = spreadOf(route.bundled.runs.map((run) => run.score));
    rows.push({
      part: `${route.path} federated vs bundled`,
      figure: 'Lighthouse mobile performance',
      measured: measured && { ...measured, digits: 0, unit: '' },
      against: against && { ...against, digits: 0, unit: '' },
      ratio: measured && against?.median ? round2(measured.median / against.median) : null,
      target: { text: `federated ≥ ${LIGHTHOUSE_TARGET}` },
      met: measured ? measured.median >= LIGHTHOUSE_TARGET : null,
    });
  }
  for (const { kind, count, runs } of results.scale ?? []) {
    for (const viewport of VIEWPORTS) {
      if (!runs[viewport]?.length) continue;
      for (const { key, label, target, jitter = 0 } of scaleFigures[kind]) {
        const measured = spreadOf(runs[viewport].map((run) => run[key]));
        rows.push({
          part: `${kind} ${count.toLocaleString('en')}, ${viewport}`,
          figure: label,
          measured: measured && { ...measured, digits: 1, unit: 'ms' },
          against: null,
          ratio: measured && target !== null ? round2(measured.median / target) : null,
          target: target === null ? null : { text: `≤ ${target} ms` },
          met: target === null || !measured ? null : measured.median <= target + jitter,
        });
      }
    }
  }
  const collector = results.collector;
  for (const { key, label, unit, digits, atLeast, atMost } of collector?.runs?.length ? COLLECTOR_FIGURES : []) {
    const measured = spreadOf(collector.runs.map((run) => run[key]));
    const target = atLeast ?? atMost;
    rows.push({
      part: `health collector, ${collector.batchSize} events a request, ${collector.clients} clients`,
      figure: label,
      measured: measured && { ...measured, digits, unit },
      against: null,
      ratio: measured && target !== undefined ? round2(measured.median / target) : null,
      target: target === undefined ? null : { text: `${atLeast ? '≥' : '≤'} ${target.toLocaleString('en')} ${unit}` },
      met: target === undefined || !measured ? null : atLeast ? measured.median >= atLeast : measured.median <= atMost,
    });
  }
  return rows;
}

const fixed = (value, digits) => value.toFixed(digits);
const spreadText = (spread) =>
  spread
    ? `${fixed(spread.median, spread.digits)} [${fixed(spread.min, spread.digits)}–${fixed(spread.max, spread.digits)}]${spread.unit ? ` ${spread.unit}` : ''}`
    : '–';
const metText = (met) => (met === null ? '' : met ? 'met' : 'NOT MET');

const HEADER = ['part', 'figure', 'measured, median [min–max]', 'compared with', 'ratio', 'target', ''];

/** The rows as cells, for the console and for markdown alike. */
export function summaryCells(rows) {
  return rows.map((row) => [
    row.part,
    row.figure,
    spreadText(row.measured),
    spreadText(row.against),
    row.ratio === null ? '–' : fixed(row.ratio, 2),
    row.target?.text ?? '–',
    metText(row.met),
  ]);
}

/** One line: how many targets are met of those measured. */
export function verdict(rows) {
  const judged = rows.filter((row) => row.met !== null);
  const missed = judged.filter((row) => !row.met);
  return missed.length
    ? `${judged.length - missed.length} of ${judged.length} targets met; not met: ${missed.map((row) => `${row.part}: ${row.figure}`).join('; ')}`
    : `all ${judged.length} targets met`;
}

/** The table as aligned plain text. */
export function formatSummaryText(rows) {
  const table = [HEADER, ...summaryCells(rows)];
  const widths = HEADER.map((_, column) => Math.max(...table.map((cells) => cells[column].length)));
  return table.map((cells) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column]))
      .join('  ')
      .trimEnd(),
  );
}

/** docs/bench-report.md: the table with when, where and how it was measured. */
export function formatBenchReport(results, scaleFigures) {
  const rows = summaryRows(results, scaleFigures);
  const { machine, settings } = results;
  const escapePipes = (cell) => cell.replaceAll('|', '\\|');
  return [
    '# Bench report',
    '',
    'Written by `pnpm bench --write` from its measurement; do not edit it by hand. What is measured and how:',
    '[performance.md](performance.md#federated-against-bundled-pnpm-bench).',
    '',
    `Measured on ${results.date.slice(0, 10)} at commit ${machine.gitCommit?.slice(0, 7) ?? 'unknown'}` +
      `${machine.gitChanges ? ` (with ${machine.gitChanges} files changed)` : ''}, ${settings.runs} runs per figure` +
      ` (Lighthouse: ${results.lighthouse?.[0]?.federated.runs.length ?? 0}), Chromium ${machine.chromium},` +
      ` ${machine.cpus} CPUs (${machine.cpuModel}), load average ${machine.loadAverage ?? 'not recorded'}.`,
    '',
    `**${verdict(rows)}.**`,
    '',
    `| ${HEADER.map(escapePipes).join(' | ')} |`,
    `|${HEADER.map(() => '---').join('|')}|`,
    ...summaryCells(rows).map((cells) => `| ${cells.map(escapePipes).join(' | ')} |`),
    '',
  ].join('\n');
}
