import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './apps.mjs';
import type { SizeReportData } from './size-report.ts';
import { BUDGETS_KB, formatSizeReport, readSizeReportData, SIZE_REPORT_FILE } from './size-report.ts';

const route = (label: string, render: number, total: number) => ({
  label,
  render,
  renderFiles: 7,
  total,
  byApp: { 'mfe-public': total - 150_000, shell: 150_000 },
});

const measured: SizeReportData = {
  date: '2026-11-25',
  commit: 'abc1234',
  budgets: { '/{uid}': 165 },
  runs: [
    { lang: 'en', routes: [route('/', 157_861, 179_600), route('/{uid}', 167_015, 195_700)] },
    { lang: 'hi', routes: [route('/{uid}', 172_457, 199_900)] },
  ],
};

describe('the size report', () => {
  it('writes a row per route: KB and bytes to render, files, after the first tap, budget, bytes by app', () => {
    const lines = formatSizeReport(measured).split('\n');
    expect(lines).toContain('Measured on 2026-11-25 at commit abc1234.');
    expect(lines).toContain('| `/` | 154.2 KB (157,861 B) | 7 | 175.4 KB |  | mfe-public 28.9, shell 146.5 |');
    expect(lines).toContain(
      '| `/{uid}` | 163.1 KB (167,015 B) | 7 | 191.1 KB | 165 KB, within | mfe-public 44.6, shell 146.5 |',
    );
    // The budgets are the English visitor's: the Hindi table shows none.
    expect(lines).toContain('| `/{uid}` | 168.4 KB (172,457 B) | 7 | 195.2 KB |  | mfe-public 48.7, shell 146.5 |');
  });

  it('marks a route over its budget', () => {
    const over = { ...measured, runs: [{ lang: 'en' as const, routes: [route('/{uid}', 169_000, 190_000)] }] };
    expect(formatSizeReport(over)).toContain('| 165 KB, **over** |');
  });

  it('keeps the numbers it was written from, so that it can be written again', () => {
    expect(readSizeReportData(formatSizeReport(measured))).toEqual(measured);
  });

  it('is committed as pnpm size --write wrote it, with the budgets of the code and every budgeted route', () => {
    const committed = readFileSync(path.join(ROOT, SIZE_REPORT_FILE), 'utf8');
    const data = readSizeReportData(committed);
    expect(formatSizeReport(data), 'edited by hand? write it with pnpm size --write').toBe(committed);
    expect(data.budgets, 'the budgets changed: write the report again with pnpm size --write').toEqual(BUDGETS_KB);
    const english = data.runs.find((run) => run.lang === 'en')?.routes.map((measuredRoute) => measuredRoute.label);
    expect(english).toEqual(expect.arrayContaining(Object.keys(BUDGETS_KB)));
  });
});
