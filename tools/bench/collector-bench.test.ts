// The collector's benchmark (tools/bench/collector-bench.mjs, `pnpm bench --only collector`), briefly: it
// measures, nothing it sent is lost, and its figures reach the bench's summary table with their targets.
import { describe, expect, it } from 'vitest';
import { benchCollector, formatCollectorTable } from './collector-bench.mjs';
import { summaryRows, verdict } from './summary.mjs';

describe('the collector benchmark', () => {
  it('measures throughput, latency and memory, and every page view it sent is stored', async () => {
    const run = await benchCollector({ seconds: 1, clients: 2, batchSize: 10 });
    expect(run).toMatchObject({ clients: 2, batchSize: 10, refused: 0, storedAll: true });
    expect(run.requests).toBeGreaterThan(10);
    expect(run.events).toBe(run.requests * 10);
    expect(run.eventsPerSecond).toBeGreaterThan(0);
    expect(run.p50Ms).toBeLessThanOrEqual(run.p95Ms!);
    expect(run.p95Ms).toBeLessThanOrEqual(run.p99Ms!);
    expect(run.rssAfterMB).toBeGreaterThan(0);
    expect(formatCollectorTable([run])[0]).toMatch(/^figure\s+run 1\s+target$/);
  });

  it('judges events per second (at least 2,000) and the p99 (at most 50 ms) in the summary', () => {
    const runs = [
      { eventsPerSecond: 2500, p50Ms: 2, p95Ms: 10, p99Ms: 60, rssGrowthMB: 5 },
      { eventsPerSecond: 1500, p50Ms: 2, p95Ms: 10, p99Ms: 40, rssGrowthMB: 6 },
      { eventsPerSecond: 3000, p50Ms: 2, p95Ms: 10, p99Ms: 45, rssGrowthMB: 7 },
    ];
    const rows = summaryRows({ collector: { clients: 4, batchSize: 20, runs } }, {});
    const row = (figure: string) => rows.find((r) => r.figure === figure);
    expect(row('events stored per second')).toMatchObject({
      part: 'health collector, 20 events a request, 4 clients',
      measured: { median: 2500, min: 1500, max: 3000 },
      ratio: 1.25,
      target: { text: '≥ 2,000 /s' },
      met: true,
    });
    expect(row('request latency p99')).toMatchObject({
      measured: { median: 45 },
      target: { text: '≤ 50 ms' },
      met: true,
    });
    expect(row('RSS growth over a run')).toMatchObject({ measured: { median: 6 }, target: null, met: null });
    expect(verdict(rows)).toBe('all 2 targets met');
    const slow = runs.map((run) => ({ ...run, eventsPerSecond: 1000 }));
    expect(summaryRows({ collector: { clients: 4, batchSize: 20, runs: slow } }, {})[0]!.met).toBe(false);
  });
});
