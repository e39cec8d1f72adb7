// The statistics of `pnpm bench` and its per-route detail (median [min–max] per build, the federated/bundled
// ratio, the control build's column and the request chains); the table of every figure at the end is summary.mjs's.
import { median } from './summary.mjs';

const METRICS = [
  { key: 'usableMs', label: 'time to usable (ms)', digits: 0 },
  { key: 'fcpMs', label: 'FCP (ms)', digits: 0 },
  { key: 'lcpMs', label: 'LCP (ms)', digits: 0 },
  { key: 'jsKB', label: 'JS before usable (KB)', digits: 1 },
  { key: 'requests', label: 'requests before usable', digits: 0 },
  { key: 'chain', label: 'sequential chain', digits: 0 },
];

/** { usableMs: { median, min, max }, ... } over the runs that have the metric. */
function summarise(runs) {
  return Object.fromEntries(
    METRICS.map(({ key }) => {
      const values = runs.map((run) => run[key]).filter((value) => value !== null);
      return [key, { median: median(values), min: Math.min(...values), max: Math.max(...values) }];
    }),
  );
}

/** The run with the median time to usable (the lower middle one of an even count). */
function medianRun(runs) {
  const sorted = [...runs].sort((a, b) => a.usableMs - b.usableMs);
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

/** A build's runs on a route, with their summary and the request chain of its median run. */
export const describeRuns = (runs) => ({ summary: summarise(runs), medianChain: medianRun(runs).chainNames, runs });

/** A build's Lighthouse runs on a route, with the median score and LCP. */
export const describeAudits = (runs) => ({
  median: { score: median(runs.map((run) => run.score)), lcpMs: median(runs.map((run) => run.lcpMs)) },
  runs,
});

export function ratios(federated, bundled) {
  return Object.fromEntries(
    METRICS.map(({ key }) => [key, Math.round((federated[key].median / bundled[key].median) * 100) / 100]),
  );
}

function printRows(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  const line = (row) => row.map((cell, column) => String(cell).padEnd(widths[column])).join('   ');
  for (const row of rows) console.log(line(row).trimEnd());
}

/** One route's table (with the control build's column when it ran) and the request chains of its median runs. */
export function printRoute({ path, usableWhen, federated, bundled, sameBytes, ratios: ratio }) {
  console.log(`\n${path}  (usable = ${usableWhen})`);
  const cell = (summary, digits) =>
    `${summary.median.toFixed(digits)} [${summary.min.toFixed(digits)}–${summary.max.toFixed(digits)}]`;
  const control = sameBytes ? ["bundled + federation's bytes", 'federated/that'] : [];
  printRows([
    ['', 'federated', 'bundled', 'federated/bundled', ...control],
    ...METRICS.map(({ key, label, digits }) => [
      label,
      cell(federated.summary[key], digits),
      cell(bundled.summary[key], digits),
      ratio[key].toFixed(2),
      ...(sameBytes
        ? [cell(sameBytes.summary[key], digits), ratios(federated.summary, sameBytes.summary)[key].toFixed(2)]
        : []),
    ]),
  ]);
  console.log(`chain of the median federated run: ${federated.medianChain.join(' → ')}`);
  console.log(`chain of the median bundled run:   ${bundled.medianChain.join(' → ')}`);
}
