// Page views and web vitals are sampled per tab: a visitor's page views are in the sample together or not at all.

/** This tab's draw, kept in sessionStorage: a reload in the same tab keeps its decision. Never sent. */
export const SAMPLE_DRAW_KEY = 'qr-telemetry-draw';

/**
 * Whether this tab's page views and web vitals are reported at `sampleRate` (0 to 1): one uniform draw in
 * [0, 1) per tab, compared with the rate (so a rate that changes keeps the tabs below it in the sample). Without
 * storage (a private mode that refuses it) the page decides alone.
 */
export function tabInSample(sampleRate: number, random?: () => number): boolean {
  const draw = random || Math.random;
  let value: number;
  try {
    value = Number(sessionStorage.getItem(SAMPLE_DRAW_KEY) || Number.NaN);
    if (!(value >= 0 && value < 1)) {
      value = draw();
      sessionStorage.setItem(SAMPLE_DRAW_KEY, String(value));
    }
  } catch {
    value = draw();
  }
  return value < sampleRate;
}
