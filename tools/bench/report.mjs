// The statistics and tables of `pnpm bench`: median [min–max] per build and the federated/bundled ratio.

const METRICS = [
  { key: 'usableMs', label: 'time to usable (ms)', digits: 0 },
  { key: 'fcpMs', label: 'FCP (ms)', digits: 0 },
  { key: 'lcpMs', label: 'LCP (ms)', digits: 0 },
  { key: 'jsKB', label: 'JS before usable (KB)', digits: 1 },
  { key: 'requests', label: 'requests before usable', digits: 0 },
  { key: 'chain', label: 'sequential chain', digits: 0 },
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

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

/** One route's table and the request chains of its median runs. */
export function printRoute({ path, usableWhen, federated, bundled, ratios: ratio }) {
  console.log(`\n${path}  (usable = ${usableWhen})`);
  const cell = (summary, digits) =>
    `${summary.median.toFixed(digits)} [${summary.min.toFixed(digits)}–${summary.max.toFixed(digits)}]`;
  printRows([
    ['', 'federated', 'bundled', 'federated/bundled'],
    ...METRICS.map(({ key, label, digits }) => [
      label,
      cell(federated.summary[key], digits),
      cell(bundled.summary[key], digits),
      ratio[key].toFixed(2),
    ]),
  ]);
  console.log(`chain of the median federated run: ${federated.medianChain.join(' → ')}`);
  console.log(`chain of the median bundled run:   ${bundled.medianChain.join(' → ')}`);
}

export function printLighthouse(results) {
  console.log('\nLighthouse (mobile preset, simulated throttling, performance only), medians:');
  printRows([
    ['route', 'build', 'score', 'LCP (ms)', 'runs'],
    ...results.flatMap(({ path, federated, bundled }) =>
      Object.entries({ federated, bundled }).map(([build, { median: values, runs }]) => [
        path,
        build,
        values.score,
        values.lcpMs,
        runs.length,
      ]),
    ),
  ]);
}

const spread = (values, digits) => {
  if (!values.length) return '–';
  const fixed = (value) => value.toFixed(digits);
  return `${fixed(median(values))} [${fixed(Math.min(...values))}–${fixed(Math.max(...values))}]`;
};

/**
 * The scale part as one table: a row per case and figure, median [min–max] per viewport, the target and each
 * viewport's median over the target (≤ 1.00 meets it). figures: SCALE_FIGURES of scale.mjs.
 */
export function printScale(results, figures) {
  const viewports = ['phone', 'desktop'];
  console.log('\nLists at scale (CPU 4x; ms, median [min–max]; ratio = median / target):');
  const rows = [['list', 'figure', ...viewports, 'target', ...viewports.map((viewport) => `${viewport}/target`)]];
  for (const { kind, count, runs } of results) {
    for (const { key, label, target } of figures[kind]) {
      const values = viewports.map((viewport) => (runs[viewport] ?? []).map((run) => run[key]));
      rows.push([
        `${kind} ${count.toLocaleString('en')}`,
        label,
        ...values.map((list) => spread(list, 1)),
        target === null ? '–' : `≤ ${target}`,
        ...values.map((list) => (target === null || !list.length ? '–' : (median(list) / target).toFixed(2))),
      ]);
    }
  }
  printRows(rows);
}
