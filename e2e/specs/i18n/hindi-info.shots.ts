/**
 * Not a check: full-page PNGs of the six info pages in Hindi at 390x844, 320x640 and 1280x800 for visual
 * review, with a report of what would clip or overflow (sideways scroll, Devanagari set under 1.4).
 * SHOTS=1 pnpm exec playwright test specs/i18n/hindi-info.shots.ts (SHOTS_DIR, default /tmp/hi-info-shots).
 * Without a Devanagari font on the machine Chromium draws boxes: FONTCONFIG_FILE can name a fonts.conf that
 * includes /etc/fonts/fonts.conf and adds a <dir> holding NotoSansDevanagari-*.ttf (Debian's fonts-noto-core),
 * the face Android phones use, without installing anything.
 */
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const OUT = process.env.SHOTS_DIR ?? '/tmp/hi-info-shots';

test.use({ locale: 'hi-IN' });

const VIEWS: { name: string; path: string; open?: (page: Page) => Promise<void> }[] = [
  { name: 'terms', path: '/terms' },
  { name: 'privacy', path: '/privacy' },
  { name: 'features', path: '/features' },
  { name: 'pricing', path: '/pricing' },
  { name: 'contact', path: '/contact' },
  { name: 'howtouse', path: '/howtouse' },
  {
    name: 'howtouse-faq',
    path: '/howtouse',
    open: (page) => page.getByRole('button', { name: 'क्या एक से ज़्यादा गाड़ियाँ रजिस्टर हो सकती हैं?' }).click(),
  },
];

async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.bottom <= 0) continue; // kept above the page until focused (the shell's skip link)
      const style = getComputedStyle(element);
      if (box.right > width + 1 && style.visibility !== 'hidden')
        problems.push(`beyond the right edge: ${label(element)}`);
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (/[\u0900-\u097F]/.test(ownText)) {
        const fontSize = Number.parseFloat(style.fontSize);
        const lineHeight = style.lineHeight === 'normal' ? fontSize * 1.4 : Number.parseFloat(style.lineHeight);
        if (lineHeight / fontSize < 1.4)
          problems.push(`line-height ${(lineHeight / fontSize).toFixed(2)}: ${label(element)}`);
        if (element.scrollWidth > element.clientWidth + 1 && style.overflow !== 'visible')
          problems.push(`text clipped sideways: ${label(element)}`);
      }
    }
    return problems;
  });
}

for (const [width, height] of [
  [390, 844],
  [320, 640],
  [1280, 800],
] as const) {
  for (const view of VIEWS) {
    test(`${width} ${view.name}`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto(view.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      await page.waitForTimeout(600);
      await view.open?.(page);
      await page.waitForTimeout(500);
      const problems = await layoutProblems(page);
      console.log(`${width} ${view.name}: ${problems.length ? `\n  ${problems.join('\n  ')}` : 'ok'}`);
      // Back to the top: the shell's skip link waits above the viewport, which a full-page shot of a scrolled
      // page would show in the middle.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: `${OUT}/${width}-${view.name}.png`, fullPage: true });
      // A tall page also in parts of 1200 px, to be read at full size.
      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
      if (pageHeight > 1600) {
        for (let y = 0, part = 1; y < pageHeight; y += 1200, part += 1) {
          const clip = { x: 0, y, width, height: Math.min(1200, pageHeight - y) };
          await page.screenshot({ path: `${OUT}/${width}-${view.name}-part${part}.png`, fullPage: true, clip });
        }
      }
    });
  }
}
