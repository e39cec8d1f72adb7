// Web vitals' fixed log-spaced buckets: bounded storage, and a p75 within 5% of the true one.
import { describe, expect, it } from 'vitest';
import {
  bucketCount,
  bucketOf,
  bucketValue,
  decodeHistogram,
  encodeHistogram,
  METRICS,
  mergeHistograms,
  quantile,
} from '../histogram.mjs';

describe('the web-vitals histogram', () => {
  it('has a fixed, small number of buckets per metric, whatever the values', () => {
    for (const metric of Object.keys(METRICS)) {
      expect(bucketCount(metric)).toBeLessThan(150);
      for (const value of [0, 1e-9, 0.05, 1, 2500, 1e6, Number.MAX_VALUE]) {
        const bucket = bucketOf(metric, value);
        expect(bucket).toBeGreaterThanOrEqual(0);
        expect(bucket).toBeLessThan(bucketCount(metric));
      }
    }
  });

  it('reads a bucket back within 5% of any value counted in it (0 below the low end, the high end above)', () => {
    for (const [metric, values] of Object.entries({
      LCP: [1, 180, 2500, 4000, 90_000],
      INP: [16, 200, 500],
      CLS: [0.001, 0.1, 0.25, 2],
    })) {
      for (const value of values) {
        expect(
          Math.abs(bucketValue(metric, bucketOf(metric, value)) - value) / value,
          `${metric} ${value}`,
        ).toBeLessThan(0.051);
      }
    }
    expect(bucketValue('CLS', bucketOf('CLS', 0))).toBe(0);
    expect(bucketValue('LCP', bucketOf('LCP', 1e9))).toBe(METRICS.LCP.high);
  });

  it('gives the p75: the value under which three quarters of the counted ones fall', () => {
    const values = Array.from({ length: 100 }, (_, i) => (i + 1) * 100);
    const counts = new Map();
    for (const value of values) counts.set(bucketOf('LCP', value), (counts.get(bucketOf('LCP', value)) ?? 0) + 1);
    expect(Math.abs(quantile('LCP', [...counts], 0.75) - 7500) / 7500).toBeLessThan(0.051);
    expect(quantile('LCP', [], 0.75)).toBeNull();
    expect(
      quantile(
        'CLS',
        [
          [0, 3],
          [bucketOf('CLS', 0.3), 1],
        ],
        0.75,
      ),
    ).toBe(0);
    expect(
      quantile(
        'CLS',
        [
          [0, 2],
          [bucketOf('CLS', 0.3), 2],
        ],
        0.75,
      ),
    ).toBeCloseTo(0.3, 1);
  });
});

describe('a stored histogram', () => {
  it('reads back what was written, counts of any size included, and adds two up', () => {
    const counts = new Map([
      [0, 1],
      [5, 127],
      [6, 128],
      [124, 3_000_000_000],
    ]);
    const bytes = encodeHistogram(counts);
    expect(bytes.length).toBeLessThan(16);
    expect(decodeHistogram(bytes)).toEqual(counts);
    expect(decodeHistogram(mergeHistograms(bytes, encodeHistogram(new Map([[5, 1]]))))).toEqual(
      new Map([...counts, [5, 128]]),
    );
    expect(mergeHistograms(null, bytes)).toBe(bytes);
    expect(encodeHistogram(new Map())).toBeNull();
  });

  it('reads what it can of a damaged one, and never throws', () => {
    expect(decodeHistogram(Uint8Array.from([3, 2, 7, 0x80]))).toEqual(new Map([[3, 2]]));
    expect(decodeHistogram(null)).toEqual(new Map());
    expect(decodeHistogram('text')).toEqual(new Map());
    expect(decodeHistogram(Uint8Array.from([1, ...Array(20).fill(0xff)]))).toEqual(new Map());
  });
});
