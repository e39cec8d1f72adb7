// Web vitals as fixed log-spaced histograms: each value is counted in one bucket, so a release's p75 over any
// span of minutes comes from a bounded number of counters (never the values themselves). Bucket 0 holds values
// below the metric's `low` (CLS 0, an instant INP), each next bucket is 10% wider than the one before, and the
// last one holds everything from `high` up. A percentile is read as its bucket's geometric middle: within 5%.

const RATIO = 1.1;

/** Per metric: the smallest value told apart from 0, and the largest told apart from "more" (ms; CLS a score). */
export const METRICS = {
  LCP: { low: 1, high: 120_000 },
  INP: { low: 1, high: 60_000 },
  CLS: { low: 0.0001, high: 10 },
};

const lastBucket = ({ low, high }) => 1 + Math.ceil(Math.log(high / low) / Math.log(RATIO));

/** How many buckets a metric has (bucket numbers are 0 to this minus 1). */
export const bucketCount = (metric) => lastBucket(METRICS[metric]) + 1;

/** The bucket a (finite, non-negative) value of the metric is counted in. */
export function bucketOf(metric, value) {
  const { low, high } = METRICS[metric];
  if (value < low) return 0;
  if (value >= high) return lastBucket(METRICS[metric]);
  return Math.min(lastBucket(METRICS[metric]) - 1, 1 + Math.floor(Math.log(value / low) / Math.log(RATIO)));
}

/**
 * The value a bucket stands for: 0 below `low`, `high` for the last, else the geometric middle of its span,
 * to 3 significant digits (2520 ms, 0.102).
 */
export function bucketValue(metric, bucket) {
  const { low, high } = METRICS[metric];
  if (bucket <= 0) return 0;
  if (bucket >= lastBucket(METRICS[metric])) return high;
  return Number((low * RATIO ** (bucket - 1) * Math.sqrt(RATIO)).toPrecision(3));
}

/**
 * The q-th quantile (0.75 for p75) of a histogram given as [bucket, count] pairs: the value of the bucket in
 * which the ceil(q * total)-th smallest value falls; null for no values.
 */
export function quantile(metric, buckets, q) {
  const sorted = [...buckets].filter(([, count]) => count > 0).sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.max(1, Math.ceil(q * total));
  let seen = 0;
  for (const [bucket, count] of sorted) {
    seen += count;
    if (seen >= rank) return bucketValue(metric, bucket);
  }
  return bucketValue(metric, sorted[sorted.length - 1][0]);
}

/**
 * A histogram as stored: its counted buckets in order, each as the bucket number (one byte) and its count
 * (LEB128: 7 bits a byte), so a minute of one route's LCP takes a few dozen bytes. null for no values.
 */
export function encodeHistogram(counts) {
  const bytes = [];
  for (const [bucket, count] of [...counts].sort(([a], [b]) => a - b)) {
    if (!(count > 0) || bucket < 0 || bucket > 255) continue;
    bytes.push(bucket);
    for (let rest = count; ; ) {
      const low = rest % 128;
      rest = Math.floor(rest / 128);
      bytes.push(rest ? low | 128 : low);
      if (!rest) break;
    }
  }
  return bytes.length ? Uint8Array.from(bytes) : null;
}

/** The stored histogram's counts by bucket (a Map); what cannot be read (a truncated pair) is left out. */
export function decodeHistogram(bytes, into = new Map()) {
  if (!(bytes instanceof Uint8Array)) return into;
  let at = 0;
  while (at < bytes.length) {
    const bucket = bytes[at++];
    let count = 0;
    let scale = 1;
    let done = false;
    while (at < bytes.length && scale <= 2 ** 49) {
      const byte = bytes[at++];
      count += (byte & 127) * scale;
      scale *= 128;
      if (byte < 128) {
        done = true;
        break;
      }
    }
    if (!done) break;
    into.set(bucket, (into.get(bucket) ?? 0) + count);
  }
  return into;
}

/** Two stored histograms added up (either may be null). */
export function mergeHistograms(a, b) {
  if (!a) return b ?? null;
  if (!b) return a;
  return encodeHistogram(decodeHistogram(b, decodeHistogram(a)));
}
