import { describe, expect, it } from 'vitest';
import { STATS } from './landing-content';

describe('the marketing figures, written by Intl in the page locale', () => {
  it("are the spec's figures in English", () => {
    expect(STATS.map((stat) => stat.figure('en-IN'))).toEqual(['10K+', '50K+', '99.9%', '24/7']);
  });

  it('are written the Hindi way in hi-IN (Intl puts a no-break space before हज़ार)', () => {
    expect(STATS.map((stat) => stat.figure('hi-IN'))).toEqual(['10\u00a0हज़ार+', '50\u00a0हज़ार+', '99.9%', '24/7']);
  });
});
