import type { Page } from '@playwright/test';
import { test } from './fixtures';
import { openAndReport, type WalkView } from './layout-problems';

/** The walks' phone windows: a common phone, and a small one. */
export const PHONE_SIZES = [
  [390, 844],
  [320, 640],
] as const;

interface WalkOptions {
  /** Signs this phone in first (an owner's walk). */
  as?: string;
  /** Reports boxes too (layoutProblems). */
  boxes?: boolean;
}

/**
 * A Hindi screenshot walk's tests: one per view at each window size, named `${width} ${view.name}`, each
 * opened at that size and reported (openAndReport) before `shoot` takes its PNGs.
 */
export function walkViews<View extends WalkView>(
  sizes: readonly (readonly [width: number, height: number])[],
  views: readonly View[],
  shoot: (page: Page, view: View, width: number) => Promise<unknown>,
  { as, boxes = false }: WalkOptions = {},
) {
  for (const [width, height] of sizes) {
    for (const view of views) {
      test(`${width} ${view.name}`, async ({ page, signIn }) => {
        await page.setViewportSize({ width, height });
        if (as) await signIn(as);
        await openAndReport(page, view, width, { boxes });
        await shoot(page, view, width);
      });
    }
  }
}
