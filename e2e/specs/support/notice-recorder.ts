import type { Page } from '@playwright/test';

type RecordingWindow = typeof globalThis & { shownNotices?: string[] };

/**
 * Records the text of every notice the notification bar opens (each is a new `[data-kind]` element), from the
 * document's start: a test can then count them, even after the bar's 2 s timer closed them.
 */
export async function recordNotices(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const shown: string[] = [];
    (globalThis as RecordingWindow).shownNotices = shown;
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          const bars = node.matches('[data-kind]') ? [node] : [...node.querySelectorAll('[data-kind]')];
          for (const bar of bars) shown.push(bar.textContent ?? '');
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => [...((globalThis as RecordingWindow).shownNotices ?? [])]);
}
