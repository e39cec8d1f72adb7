import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.5.5 (enhanced) and the site's own rule: every control is a 44 x 44 px target. */
export const TARGET_PX = 44;

/**
 * The controls on the page whose target is smaller than 44 x 44 px, described. A control may look smaller
 * when its hit area is larger (a pseudo-element, its label): the target is what a tap 21 px left, right,
 * above and below its middle reaches. Links inside a line of text are exempt (WCAG's inline exception).
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate((size) => {
    const reach = size / 2 - 1;
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
    );
    const small: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (!box.width || !box.height || control.closest('[aria-hidden="true"], [inert]')) continue;
      if (box.width >= size && box.height >= size) continue;
      if (control.matches('a') && getComputedStyle(control).display === 'inline') continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const reached = [
        [x - reach, y],
        [x + reach, y],
        [x, y - reach],
        [x, y + reach],
      ].every(([px = 0, py = 0]) => {
        const hit = document.elementFromPoint(px, py);
        if (!hit) return false;
        const labels = (control as HTMLInputElement).labels;
        return control.contains(hit) || [...(labels ?? [])].some((label) => label.contains(hit));
      });
      if (!reached) {
        const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
        small.push(`${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`);
      }
    }
    return small;
  }, TARGET_PX);
}

/** Fails with the list of the controls on the page that are not 44 x 44 px targets. */
export async function expectLargeTargets(page: Page, state: string) {
  expect(await smallTargets(page), `controls under ${TARGET_PX} px on ${state}`).toEqual([]);
}
