/**
 * The arithmetic of a windowed list: where each row starts (measured heights, an estimate for rows not yet
 * drawn) and which rows cover a stretch of the page. Pure, unit-tested in window-range.test.ts.
 */

/** tops[i] is where row i starts below the list's top; tops[n] is the list's whole height plus one gap. */
export function rowTops(heights: readonly number[], gap: number): Float64Array {
  const tops = new Float64Array(heights.length + 1);
  for (let i = 0; i < heights.length; i++) tops[i + 1] = (tops[i] ?? 0) + (heights[i] ?? 0) + gap;
  return tops;
}

/** The first index i with tops[i] > y (binary search; tops is ascending). */
function firstAbove(tops: Float64Array, y: number): number {
  let low = 0;
  let high = tops.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((tops[middle] ?? 0) > y) high = middle;
    else low = middle + 1;
  }
  return low;
}

export interface RowRange {
  /** The first row drawn. */
  start: number;
  /** One past the last row drawn. */
  end: number;
}

/** The rows that overlap [from, to] (list coordinates), at least one row when the list has any. */
export function rowsBetween(tops: Float64Array, from: number, to: number): RowRange {
  const count = tops.length - 1;
  if (count <= 0) return { start: 0, end: 0 };
  const start = Math.min(count - 1, Math.max(0, firstAbove(tops, from) - 1));
  const end = Math.min(count, Math.max(start + 1, firstAbove(tops, to)));
  return { start, end };
}

/** The space the rows before and after the range would take: the list's padding in their place. */
export function spacers(tops: Float64Array, { start, end }: RowRange, gap: number) {
  const count = tops.length - 1;
  const total = count > 0 ? (tops[count] ?? 0) - gap : 0;
  const before = tops[start] ?? 0;
  const after = end > start ? total - ((tops[end] ?? 0) - gap) : total - before;
  return { before, after: Math.max(0, after) };
}

/**
 * The rows to draw for the viewport [from, to] (list coordinates): the current rows while they still cover
 * `keep` px beyond it on each side, else the rows `ahead` px beyond it. The window then moves in steps of
 * several rows, not a row every frame or two: each step costs one render, one measure and one layout, so a
 * scroll pays for a few of them instead of dozens.
 */
export function windowRows(
  tops: Float64Array,
  current: RowRange,
  from: number,
  to: number,
  { keep, ahead }: { keep: number; ahead: number },
): RowRange {
  const needed = rowsBetween(tops, from - keep, to + keep);
  if (current.start <= needed.start && current.end >= needed.end) return current;
  return rowsBetween(tops, from - ahead, to + ahead);
}
