import { expect, type Page } from '@playwright/test';

/**
 * What would clip or overflow on the page as it stands, for the Hindi checks and screenshot walks: a sideways
 * scroll, anything beyond the right edge, and Devanagari text set with a line height under 1.4 or clipped
 * sideways. `boxes` adds anything beyond the left edge and any content wider than its own box (a card, a
 * button, a row), and then passes over hidden elements altogether.
 */
export function layoutProblems(page: Page, { boxes = false } = {}): Promise<string[]> {
  return page.evaluate((boxes) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    const label = (element: Element) =>
      `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // nothing shown, or visually hidden
      if (box.bottom <= 0) continue; // kept above the page until focused (the shell's skip link)
      const style = getComputedStyle(element);
      const hidden = style.visibility === 'hidden';
      if (boxes && hidden) continue;
      if (box.right > width + 1 && !hidden) problems.push(`beyond the right edge: ${label(element)}`);
      if (boxes && box.left < -1) problems.push(`beyond the left edge: ${label(element)}`);
      const tag = element.tagName.toLowerCase();
      if (
        boxes &&
        !['input', 'textarea', 'svg', 'path', 'iframe'].includes(tag) &&
        element.scrollWidth > element.clientWidth + 1
      )
        problems.push(
          `content wider than its box (${element.scrollWidth} > ${element.clientWidth}): ${label(element)}`,
        );
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('');
      if (/[\u0900-\u097F]/.test(ownText)) {
        const fontSize = Number.parseFloat(style.fontSize);
        const lineHeight = style.lineHeight === 'normal' ? fontSize * 1.4 : Number.parseFloat(style.lineHeight);
        if (lineHeight / fontSize < 1.4)
          problems.push(`line-height ${(lineHeight / fontSize).toFixed(2)}: ${label(element)}`);
        if (!boxes && element.scrollWidth > element.clientWidth + 1 && style.overflow !== 'visible')
          problems.push(`text clipped sideways: ${label(element)}`);
      }
    }
    return problems;
  }, boxes);
}

/** One view of a Hindi screenshot walk: a path, in English for comparison, and what to open on it. */
export interface WalkView {
  name: string;
  path: string;
  english?: boolean;
  open?: (page: Page) => Promise<void>;
}

/**
 * Opens a walk's view (its <h1> shown, <html lang> the language read), lets it settle, brings it into its state,
 * and logs what would clip or overflow under `${width} ${view.name}`; the caller takes the shot.
 */
export async function openAndReport(page: Page, view: WalkView, width: number, { boxes = false } = {}) {
  if (view.english) await page.addInitScript(() => localStorage.setItem('language', 'en'));
  await page.goto(view.path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 10_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', view.english ? 'en-IN' : 'hi-IN');
  await page.waitForTimeout(800);
  await view.open?.(page);
  await page.waitForTimeout(700);
  const problems = await layoutProblems(page, { boxes });
  console.log(`${width} ${view.name}: ${problems.length ? `\n  ${problems.join('\n  ')}` : 'ok'}`);
}
