import { describe, expect, it } from 'vitest';
import { rowsBetween, rowTops, spacers } from './window-range';

describe('window range', () => {
  const tops = rowTops([100, 50, 100, 100, 100], 10);

  it('puts each row after the previous one and its gap', () => {
    expect([...tops]).toEqual([0, 110, 170, 280, 390, 500]);
  });

  it('finds the rows that overlap a stretch, and keeps one row at the ends', () => {
    expect(rowsBetween(tops, 0, 120)).toEqual({ start: 0, end: 2 });
    expect(rowsBetween(tops, 115, 300)).toEqual({ start: 1, end: 4 });
    expect(rowsBetween(tops, -500, -100)).toEqual({ start: 0, end: 1 });
    expect(rowsBetween(tops, 2000, 3000)).toEqual({ start: 4, end: 5 });
    expect(rowsBetween(rowTops([], 8), 0, 100)).toEqual({ start: 0, end: 0 });
  });

  it('gives the rows left out as space before and after, the gaps between drawn rows aside', () => {
    // Rows 1 and 2 drawn: 110 px before them (row 0 and its gap), 220 after (rows 3 and 4 and the gaps before them).
    expect(spacers(tops, { start: 1, end: 3 }, 10)).toEqual({ before: 110, after: 220 });
    expect(spacers(tops, { start: 0, end: 5 }, 10)).toEqual({ before: 0, after: 0 });
  });
});
