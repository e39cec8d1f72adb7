import type { Page } from '@playwright/test';

/**
 * Pauses the page's installed clock a moment ahead of its present. The clock runs until then, and a pause in
 * its past is refused ("Cannot fast-forward to the past"): on a loaded machine the time between reading the
 * page's present and pausing can pass that moment, so a refused pause is asked again from the new present.
 */
export async function pauseClockSoon(page: Page, aheadMs = 100): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + aheadMs);
      return;
    } catch (error) {
      if (attempt === 5 || !String(error).includes('to the past')) throw error;
    }
  }
}
