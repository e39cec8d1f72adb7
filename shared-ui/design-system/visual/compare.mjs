// Compares a screenshot with its baseline: the same bytes, or the same size and no pixel past pixelmatch's threshold.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/** Per-pixel colour distance pixelmatch ignores (0..1): anti-aliasing noise only, never a changed colour. */
const THRESHOLD = 0.1;

/**
 * @param {Buffer} expected  the baseline PNG
 * @param {Buffer} actual    the new screenshot PNG
 * @returns {{ same: true } | { same: false, reason: string, diff: Buffer | null }}
 */
export function comparePngs(expected, actual) {
  if (expected.equals(actual)) return { same: true };
  const before = PNG.sync.read(expected);
  const after = PNG.sync.read(actual);
  if (before.width !== after.width || before.height !== after.height)
    return {
      same: false,
      reason: `size ${before.width}x${before.height} -> ${after.width}x${after.height}`,
      diff: null,
    };
  const diff = new PNG({ width: after.width, height: after.height });
  const changed = pixelmatch(before.data, after.data, diff.data, after.width, after.height, {
    threshold: THRESHOLD,
  });
  if (changed === 0) return { same: true };
  return { same: false, reason: `${changed} pixel(s) differ`, diff: PNG.sync.write(diff) };
}
