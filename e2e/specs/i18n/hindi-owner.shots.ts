/**
 * Not a check: PNGs of the owner portal in Hindi at 390x844 and 320x640 for visual review, and a report
 * of what would clip or overflow (sideways scroll, Devanagari set with a line height under 1.4).
 * SHOTS=1 pnpm exec playwright test specs/i18n/hindi-owner.shots.ts (SHOTS_DIR, default /tmp/hindi-owner-shots).
 */
import type { Page } from '@playwright/test';
import { SEED } from '../../../tools/api/seed';
import { expect, test } from '../support/fixtures';

const OUT = process.env.SHOTS_DIR ?? '/tmp/hindi-owner-shots';
const ASHA = SEED.owners.asha.phone;

test.use({ locale: 'hi-IN' });

const VIEWS: { name: string; path: string; english?: boolean; open?: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: '/admin' },
  // The same hero in English, for comparison (the switch then offers हिन्दी).
  { name: 'home-english', path: '/admin', english: true },
  {
    name: 'home-menu',
    path: '/admin',
    open: async (page) => {
      await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
      await expect(page.getByRole('dialog', { name: 'मेन्यू' })).toBeVisible();
    },
  },
  { name: 'vehicle-list', path: '/vehicle-info' },
  {
    name: 'vehicle-list-badge',
    path: '/vehicle-info',
    open: async (page) => {
      await page.getByRole('button', { name: 'रुकी है' }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  { name: 'vehicle-details', path: '/vehicle-details/QRUSED0001' },
  { name: 'vehicle-details-temporary', path: '/vehicle-details/QRTEMP0001' },
  {
    name: 'vehicle-details-pause-sheet',
    path: '/vehicle-details/QRUSED0001',
    open: async (page) => {
      await page.getByRole('button', { name: 'सर्विस रोकें' }).click();
      await expect(page.getByRole('dialog', { name: 'सर्विस रोकें' })).toBeVisible();
    },
  },
  {
    name: 'vehicle-details-edit-number',
    path: '/vehicle-details/QRTEMP0001',
    open: async (page) => {
      await page.getByRole('button', { name: 'नंबर बदलें', exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'नंबर सेव करें' }).click();
      await expect(page.getByRole('dialog').getByText('रजिस्ट्रेशन नंबर खाली नहीं हो सकता')).toBeVisible();
    },
  },
  { name: 'all-activities', path: '/vehicle-details/QRUSED0001/all-activities' },
  { name: 'notifications', path: '/notifications' },
  { name: 'bills', path: '/bills' },
  { name: 'referrals', path: '/referrals' },
  {
    name: 'help',
    path: '/help',
    open: async (page) => {
      await page.getByRole('button', { name: 'क्या मेरा नंबर सुरक्षित है?' }).click();
    },
  },
];

/** Sideways overflow of the page and of any element, and Devanagari text set too tight. */
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
      if (box.width <= 1 || box.height <= 1) continue; // nothing shown, or visually hidden
      const style = getComputedStyle(element);
      if (style.position === 'fixed' && box.right > width + 1)
        problems.push(`fixed beyond the right edge: ${label(element)}`);
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
] as const) {
  for (const view of VIEWS) {
    test(`${width} ${view.name}`, async ({ page, signIn }) => {
      await page.setViewportSize({ width, height });
      await signIn(ASHA);
      if (view.english) await page.addInitScript(() => localStorage.setItem('language', 'en'));
      await page.goto(view.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
      await expect(page.locator('html')).toHaveAttribute('lang', view.english ? 'en-IN' : 'hi-IN');
      await page.waitForTimeout(800);
      await view.open?.(page);
      await page.waitForTimeout(700);
      const problems = await layoutProblems(page);
      console.log(`${width} ${view.name}: ${problems.length ? `\n  ${problems.join('\n  ')}` : 'ok'}`);
      await page.screenshot({ path: `${OUT}/${width}-${view.name}.png`, fullPage: !view.open });
    });
  }
}
