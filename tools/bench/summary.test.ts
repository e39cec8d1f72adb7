import { describe, expect, it } from 'vitest';
import { SCALE_FIGURES } from './scale.mjs';
import { formatBenchReport, formatSummaryText, spreadOf, summaryRows, verdict } from './summary.mjs';

const FIGURES = {
  queries: [
    { key: 'pageMs', label: 'request → rows painted, one page', target: null },
    { key: 'longestTaskMs', label: 'longest task', target: 50 },
  ],
};
const federationRun = (usableMs: number, jsKB: number) => ({
  usableMs,
  fcpMs: 800,
  lcpMs: 900,
  jsKB,
  requests: 16,
  chain: 3,
});

function results() {
  return {
    date: '2026-11-26T03:00:00.000Z',
    machine: { gitCommit: 'abcdef0123', gitChanges: 0, chromium: '140', cpus: 2, cpuModel: 'x', loadAverage: '1.5' },
    settings: { runs: 3 },
    routes: [
      {
        path: '/QRUSED0001',
        federated: { runs: [federationRun(1000, 130), federationRun(1100, 130), federationRun(1400, 130)] },
        bundled: { runs: [federationRun(1000, 100), federationRun(1050, 100), federationRun(900, 100)] },
      },
    ],
    lighthouse: [
      {
        path: '/QRUSED0001',
        federated: { runs: [{ score: 97 }, { score: 99 }, { score: 98 }] },
        bundled: { runs: [{ score: 99 }] },
      },
    ],
    scale: [
      {
        kind: 'queries',
        count: 10_000,
        runs: {
          phone: [
            { pageMs: 100, longestTaskMs: 40 },
            { pageMs: 120, longestTaskMs: 60 },
            { pageMs: 90, longestTaskMs: 45 },
          ],
        },
      },
    ],
  };
}

const row = (rows: ReturnType<typeof summaryRows>, figure: string) => rows.find((r) => r.figure === figure);

describe('the bench summary', () => {
  it('gives median, min and max of the known values only', () => {
    expect(spreadOf([3, null, 1, 2])).toEqual({ median: 2, min: 1, max: 3 });
    expect(spreadOf([4, 1])).toEqual({ median: 2.5, min: 1, max: 4 });
    expect(spreadOf([null])).toBeNull();
  });

  it('judges each federation ratio against its own limit', () => {
    const rows = summaryRows(results(), FIGURES);
    expect(row(rows, 'time to usable')).toMatchObject({ ratio: 1.1, met: false, target: { text: 'ratio ≤ 1.05' } });
    expect(row(rows, 'JS on the wire before usable')).toMatchObject({ ratio: 1.3, met: false });
    expect(row(rows, 'first contentful paint')).toMatchObject({ ratio: 1, met: true });
    expect(row(rows, 'sequential chain')).toMatchObject({ target: null, met: null });
  });

  it('judges Lighthouse on the federated median score and the lists against their targets', () => {
    const rows = summaryRows(results(), FIGURES);
    expect(row(rows, 'Lighthouse mobile performance')).toMatchObject({ measured: { median: 98 }, met: true });
    expect(row(rows, 'longest task')).toMatchObject({ part: 'queries 10,000, phone', ratio: 0.9, met: true });
    expect(row(rows, 'request → rows painted, one page')).toMatchObject({ met: null, ratio: null });
  });

  it('judges a scrolled frame as one 60 Hz frame: 16.8 ms is on time (timestamps jitter), 33.3 ms one dropped', () => {
    const scrolled = (scrollP95Ms: number[]) => ({
      ...results(),
      scale: [{ kind: 'vehicles', count: 100, runs: { phone: scrollP95Ms.map((ms) => ({ scrollP95Ms: ms })) } }],
    });
    const judged = (ms: number[]) => row(summaryRows(scrolled(ms), SCALE_FIGURES), 'scroll p95 frame')?.met;
    expect(judged([16.7, 16.8, 16.8])).toBe(true);
    expect(judged([16.8, 33.3, 33.3])).toBe(false);
    expect(judged([17.4, 17.5, 17.6])).toBe(false);
  });

  it('compares the federated build with the control build carrying its bytes, without judging it', () => {
    const withControl = results();
    const control = (usableMs: number, bytes: number) => ({ ...federationRun(usableMs, 130), bytes });
    withControl.routes[0] = {
      ...withControl.routes[0],
      federated: { runs: [1000, 1100, 1400].map((ms) => control(ms, 150 * 1024)) },
      sameBytes: { runs: [control(1050, 149 * 1024), control(1000, 151 * 1024), control(1200, 150 * 1024)] },
    } as (typeof withControl.routes)[0];
    const rows = summaryRows(withControl, FIGURES);
    const part = "/QRUSED0001 federated vs bundled with federation's bytes";
    const controlRows = rows.filter((r) => r.part === part);
    expect(controlRows.map((r) => r.figure)).toEqual([
      'time to usable',
      'first contentful paint',
      'bytes on the wire before usable',
    ]);
    expect(controlRows[0]).toMatchObject({ ratio: 1.05, target: null, met: null, against: { median: 1050 } });
    expect(controlRows[2]).toMatchObject({ measured: { median: 150, unit: 'KB' }, against: { min: 149, max: 151 } });
    expect(verdict(rows)).toBe(verdict(summaryRows(results(), FIGURES)));
  });

  it('says in one line which targets are missed', () => {
    expect(verdict(summaryRows(results(), FIGURES))).toBe(
      '3 of 5 targets met; not met: /QRUSED0001 federated vs bundled: time to usable; /QRUSED0001 federated vs bundled: JS on the wire before usable',
    );
  });

  it('prints one aligned table and writes the same rows as markdown', () => {
    const rows = summaryRows(results(), FIGURES);
    const lines = formatSummaryText(rows);
    expect(lines).toHaveLength(rows.length + 1);
    expect(lines[1]).toContain('1100 [1000–1400] ms');
    expect(lines[1]).toContain('1000 [900–1050] ms');
    const report = formatBenchReport(results(), FIGURES);
    expect(report).toContain('at commit abcdef0, 3 runs per figure (Lighthouse: 3)');
    expect(report).toContain('| /QRUSED0001 federated vs bundled | time to usable | 1100 [1000–1400] ms |');
    expect(report.split('\n').filter((line) => line.startsWith('| ')).length).toBe(rows.length + 1);
  });
});
