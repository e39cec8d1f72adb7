import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.5.5 (enhanced) and the site's own rule: every control is a 44 x 44 px target. */
export const TARGET_PX = 44;

/**
 * The controls on the page that are not 44 x 44 px targets with room between them, described. A control's
 * target is its box, or its label's when that is larger (a checkbox's row): an invisible area drawn around a
 * smaller control does not count, since a phone user aims at what they see and such areas overlapped their
 * neighbours'. Two controls whose boxes overlap are reported too. Links inside a line of text are exempt
 * (WCAG's inline exception), and so is what is hidden or inert.
 */
function targetProblems(page: Page): Promise<string[]> {
  return page.evaluate((size) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"], [role="link"]',
    );
    const named = (control: HTMLElement, box: DOMRect) => {
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40);
      return `${control.tagName.toLowerCase()} "${name}" ${Math.round(box.width)}x${Math.round(box.height)}`;
    };
    const problems: string[] = [];
    const targets: { control: HTMLElement; box: DOMRect }[] = [];
    for (const control of controls) {
      const own = control.getBoundingClientRect();
      if (!own.width || !own.height || control.closest('[aria-hidden="true"], [inert]')) continue;
      if (!control.checkVisibility({ checkVisibilityCSS: true })) continue;
      if (control.matches('a') && getComputedStyle(control).display === 'inline') continue;
      const labels = [...((control as HTMLInputElement).labels ?? [])].map((label) => label.getBoundingClientRect());
      const box = [own, ...labels].reduce((largest, next) =>
        next.width * next.height > largest.width * largest.height ? next : largest,
      );
      // Half a pixel of rounding: a 43.5 px box is drawn 44 px tall.
      if (box.width < size - 0.5 || box.height < size - 0.5) problems.push(named(control, box));
      targets.push({ control, box });
    }
    for (const [index, a] of targets.entries()) {
      for (const b of targets.slice(index + 1)) {
        if (a.control.contains(b.control) || b.control.contains(a.control)) continue;
        const across = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const down = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (across > 1 && down > 1) problems.push(`${named(a.control, a.box)} overlaps ${named(b.control, b.box)}`);
      }
    }
    return problems;
  }, TARGET_PX);
}

/** Fails with the list of the controls on the page that are not 44 x 44 px targets, or overlap another. */
export async function expectLargeTargets(page: Page, state: string) {
  expect(await targetProblems(page), `controls under ${TARGET_PX} px or overlapping on ${state}`).toEqual([]);
}
