import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_DRAW_KEY, tabInSample } from './sampling';

/** A seeded random (mulberry32): the same draws in every run. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** How many of `tabs` fresh tabs are in the sample at `rate`. */
function tabsInSample(rate: number, tabs: number, random: () => number) {
  let inSample = 0;
  for (let tab = 0; tab < tabs; tab++) {
    sessionStorage.clear();
    if (tabInSample(rate, random)) inSample++;
  }
  return inSample;
}

afterEach(() => sessionStorage.clear());

describe('the sample (per tab)', () => {
  it('takes no tab at rate 0 and every tab at rate 1', () => {
    expect(tabsInSample(0, 500, seeded(1))).toBe(0);
    expect(tabsInSample(1, 500, seeded(2))).toBe(500);
    // The extremes of the draw, too.
    expect(tabsInSample(0, 1, () => 0)).toBe(0);
    expect(tabsInSample(1, 1, () => 0.999_999_9)).toBe(1);
  });

  it('takes about half of the tabs at rate 0.5 (a seeded random)', () => {
    const inSample = tabsInSample(0.5, 2000, seeded(42));
    expect(inSample).toBeGreaterThan(900);
    expect(inSample).toBeLessThan(1100);
  });

  it('decides once per tab: the draw is kept for the tab, and a reload keeps its decision', () => {
    const random = vi.fn(() => 0.3);
    expect(tabInSample(0.5, random)).toBe(true);
    expect(sessionStorage.getItem(SAMPLE_DRAW_KEY)).toBe('0.3');
    const later = vi.fn(() => 0.9);
    expect(tabInSample(0.5, later)).toBe(true);
    expect(later).not.toHaveBeenCalled();
    // A lower rate leaves the tab out; one drawn below it stays in when the rate grows.
    expect(tabInSample(0.2, later)).toBe(false);
  });

  it('decides for the page alone when storage is refused', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(tabInSample(0.5, () => 0.2)).toBe(true);
    expect(tabInSample(0.5, () => 0.7)).toBe(false);
    vi.restoreAllMocks();
  });
});
