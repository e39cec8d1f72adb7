/**
 * Hindi that reads well (docs/i18n.md "Hindi type"): on a Hindi page body text is 18 px with lines of 1.7,
 * no Devanagari is smaller than a 14 px caption or set tighter than 1.4, and the larger type still fits the
 * page at 390x844, 320 px and 1280x800 (no sideways scroll). SHOTS_DIR=<dir> also saves a PNG of each.
 */
import type { Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';

test.use({ locale: 'hi-IN' });

const BODY_PX = 18;
const BODY_LINE = 1.7;
const CAPTION_MIN_PX = 14;
const TIGHT_LINE_MIN = 1.4;

const PAGES = [
  { name: 'scanner', path: '/QRUSED0001' },
  { name: 'home', path: '/' },
  { name: 'vehicle-info', path: '/vehicle-info', as: SEED.owners.asha.phone },
  { name: 'admin-queries', path: '/admin/queries', as: SEED.admins.priya.phone },
];
const SIZES = [
  [390, 844],
  [320, 640],
  [1280, 800],
] as const;

/** The body's type, and every shown element whose own text is Devanagari set under the minimums. */
function hindiType(page: Page) {
  return page.evaluate(
    ({ captionMin, tightMin }) => {
      const body = getComputedStyle(document.body);
      const tooSmall: string[] = [];
      for (const element of document.body.querySelectorAll('*')) {
        const own = [...element.childNodes]
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent ?? '')
          .join('');
        if (!/[\u0900-\u097F]/.test(own) || !element.checkVisibility()) continue;
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1) continue; // visually hidden: for screen readers
        const style = getComputedStyle(element);
        const size = Number.parseFloat(style.fontSize);
        const line = style.lineHeight === 'normal' ? size * 1.2 : Number.parseFloat(style.lineHeight);
        if (size < captionMin || line / size < tightMin - 0.01)
          tooSmall.push(`${size}px/${(line / size).toFixed(2)} "${own.trim().slice(0, 30)}"`);
      }
      return {
        bodySize: Number.parseFloat(body.fontSize),
        bodyLine: Number.parseFloat(body.lineHeight) / Number.parseFloat(body.fontSize),
        tooSmall,
        scrollWidth: document.documentElement.scrollWidth,
        width: document.documentElement.clientWidth,
      };
    },
    { captionMin: CAPTION_MIN_PX, tightMin: TIGHT_LINE_MIN },
  );
}

for (const view of PAGES) {
  test(`${view.path} in Hindi: readable type that fits at 390, 320 and 1280 px`, async ({ page, signIn }) => {
    if (view.as) await signIn(view.as);
    await page.goto(view.path);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
    await page.waitForLoadState('networkidle');
    for (const [width, height] of SIZES) {
      await page.setViewportSize({ width, height });
      await page.waitForTimeout(150);
      const type = await hindiType(page);
      expect(type.bodySize, 'body font size').toBe(BODY_PX);
      expect(type.bodyLine, 'body line height').toBeCloseTo(BODY_LINE, 2);
      expect(type.tooSmall, `Devanagari under ${CAPTION_MIN_PX} px or a ${TIGHT_LINE_MIN} line at ${width}`).toEqual(
        [],
      );
      expect(type.scrollWidth, `page width at ${width} px`).toBeLessThanOrEqual(type.width);
      if (process.env.SHOTS_DIR)
        await page.screenshot({ path: `${process.env.SHOTS_DIR}/${view.name}-${width}.png`, fullPage: true });
    }
  });
}
