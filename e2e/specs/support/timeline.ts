import type { Page } from '@playwright/test';

/** One change seen by a timeline: the watched state turned on or off, at the page's performance.now(). */
export interface TimelineEntry {
  on: boolean;
  at: number;
}

type TimelineWindow = typeof globalThis & { timelines?: Record<string, TimelineEntry[]> };

/**
 * Records, from the document's start, when any element matching `selector` (and containing `text`, when given)
 * appears and when the last one goes, by the page's own clock. A test then checks a timer's effect (a dialog that
 * closes after 1.5 s, a highlight that lasts 3 s) from the record, never by looking in time before it ends.
 */
export function recordTimeline(page: Page, name: string, selector: string, text?: string) {
  return page.addInitScript(
    ({ name, selector, text }) => {
      const recording = globalThis as TimelineWindow;
      recording.timelines ??= {};
      const entries: TimelineEntry[] = [];
      recording.timelines[name] = entries;
      const check = () => {
        const on = [...document.querySelectorAll(selector)].some(
          (element) => text === undefined || (element.textContent ?? '').includes(text),
        );
        if (on !== (entries.at(-1)?.on ?? false)) entries.push({ on, at: performance.now() });
      };
      new MutationObserver(check).observe(document, {
        childList: true,
        subtree: true,
        attributes: true,
        characterData: true,
      });
    },
    { name, selector, text },
  );
}

/** What a timeline recorded so far in the page's current document. */
export function timeline(page: Page, name: string): Promise<TimelineEntry[]> {
  return page.evaluate((key) => [...((globalThis as TimelineWindow).timelines?.[key] ?? [])], name);
}

/** How long the state stayed on, from a timeline that went on and then off. */
export function lasted(entries: TimelineEntry[]): number {
  const on = entries.find((entry) => entry.on);
  const off = entries.find((entry) => !entry.on && on && entry.at > on.at);
  if (!on || !off) throw new Error(`the timeline did not go on and off: ${JSON.stringify(entries)}`);
  return off.at - on.at;
}
