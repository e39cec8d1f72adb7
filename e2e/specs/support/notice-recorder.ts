import { expect, type Page } from '@playwright/test';

type RecordingWindow = typeof globalThis & { shownNotices?: string[] };

/**
 * Records the text of every notice the notification bar shows (each `[data-kind]` element, and each new text in
 * one), from the document's start, if it was rendered visible: a test can then find or count them after the
 * bar's 2 s timer closed them, so no check races that timer, however slow the machine.
 */
export function installNoticeRecorder(page: Page) {
  return page.addInitScript(() => {
    if ((globalThis as RecordingWindow).shownNotices) return;
    const shown: string[] = [];
    (globalThis as RecordingWindow).shownNotices = shown;
    const lastText = new WeakMap<Element, string>();
    const scan = () => {
      for (const bar of document.querySelectorAll('[data-kind]')) {
        const text = bar.textContent ?? '';
        if (lastText.get(bar) === text || !bar.checkVisibility()) continue;
        lastText.set(bar, text);
        shown.push(text);
      }
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

/** The notices shown so far in the page's current document, or null when the recorder is not installed. */
export function shownNotices(page: Page): Promise<string[] | null> {
  return page.evaluate(() => {
    const shown = (globalThis as RecordingWindow).shownNotices;
    return shown ? [...shown] : null;
  });
}

/** Installs the recorder and returns a reader of what it recorded (for pages the fixture did not prepare). */
export async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await installNoticeRecorder(page);
  return async () => (await shownNotices(page)) ?? [];
}

/**
 * The notification bar showed `text`: found in the recorder's list (the fixture's pages have it), else on screen
 * now. Either way the check waits on the notice itself, never on a time.
 */
export async function expectNotice(page: Page, text: string) {
  if ((await shownNotices(page)) === null) {
    // The bar's own element: the page may show the same words (e.g. beside refused vehicle characters).
    await expect(page.locator('[data-kind]').filter({ hasText: text }).first()).toBeVisible();
    return;
  }
  await expect.poll(async () => (await shownNotices(page)) ?? [], { message: `the notice "${text}"` }).toContain(text);
}
