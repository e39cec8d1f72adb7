import type { Locator, Page } from '@playwright/test';

/** A windowed list (shared-ui's WindowedList) draws the rows near the viewport and no more than this. */
export const MOST_ROWS_DRAWN = 60;

/** The list whose rows carry their place in the set (the queries list has no name of its own). */
export const WINDOWED_LIST = 'ul:has(> li[aria-posinset])';

/** Each drawn row's place in the set (aria-posinset) and its text, in DOM order. */
export function drawnRows(list: Locator) {
  return list.evaluate((element) =>
    [...element.querySelectorAll(':scope > li')].map((row) => ({
      position: Number(row.getAttribute('aria-posinset')),
      setSize: Number(row.getAttribute('aria-setsize')),
      text: row.textContent ?? '',
    })),
  );
}

/**
 * Scrolls the page down 600 px at a time until rows 1 to `total` have all been drawn, collecting what each said:
 * position -> text. Fails when a stop shows rows out of order or one twice, or the end never comes.
 */
export async function readWholeList(page: Page, list: Locator, total: number) {
  const seen = new Map<number, string>();
  for (let stop = 0; stop < 400; stop++) {
    const rows = await drawnRows(list);
    const positions = rows.map((row) => row.position);
    if (positions.some((position, index) => index > 0 && position !== (positions[index - 1] ?? 0) + 1)) {
      throw new Error(`rows drawn out of order or twice: ${positions.join(', ')}`);
    }
    for (const row of rows) seen.set(row.position, row.text);
    if (seen.size >= total) return seen;
    await page.evaluate(() => window.scrollBy(0, 600));
    await page.waitForTimeout(50);
  }
  throw new Error(`only ${seen.size} of ${total} rows were ever drawn`);
}
