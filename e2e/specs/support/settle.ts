import type { Page } from '@playwright/test';

/** Resolves once every animation that ends (entrance transitions, not spinners) has finished. */
export function animationsFinished(page: Page) {
  return page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished),
    ),
  );
}
