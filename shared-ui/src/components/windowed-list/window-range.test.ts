import { describe, expect, it } from 'vitest';
import { rowsBetween, rowTops, spacers, windowRows } from './window-range';

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

  it('keeps the rows drawn while they cover the margin kept, else draws the rows ahead', () => {
    const even = rowTops(
      Array.from({ length: 100 }, () => 90),
      10,
    );
    const margins = { keep: 100, ahead: 300 };
    const drawn = windowRows(even, { start: 0, end: 0 }, 0, 500, margins);
    expect(drawn).toEqual({ start: 0, end: 9 });
    // 150 px further the rows drawn still reach 100 px beyond the viewport: the same range, no render.
    expect(windowRows(even, drawn, 150, 650, margins)).toBe(drawn);
    // 350 px further they do not: the window moves by several rows at once.
    expect(windowRows(even, drawn, 350, 850, margins)).toEqual({ start: 0, end: 12 });
  });
});
