// In the shell's entry, before the async boundary: no imports at all (it is on every route, so it stays a few
// hundred bytes; docs/telemetry.md). It notes what the health reports need from the moment the page starts, and
// hands it to the reporter (fetched only when runtime-config.json names a telemetry endpoint, after
// the first page is usable). A note holds the path it happened on, never the error's message.

/**
 * One thing noted: [event, time (ms since the epoch), pathname, ...details]:
 * - load_failure: the remote's container name, the federation error code of its last failure (RUNTIME-003);
 * - gate_refusal: the remote's container name;
 * - error: its kind (uncaught, rejection, render), the URL of the script that threw (none for render: the page's
 *   remote), the error's constructor name.
 */
export type Note = [event: string, time: number, pathname: string, ...details: (string | undefined)[]];

/** The most kept before the reporter takes over (or for good, without a telemetry endpoint). */
export const EARLY_NOTES_CAP = 20;

const kept: Note[] = [];
let taker: ((note: Note) => void) | undefined;

export function note(event: string, first?: string, second?: string, third?: string) {
  const noted: Note = [event, Date.now(), location.pathname, first, second, third];
  if (taker) taker(noted);
  else if (kept.length < EARLY_NOTES_CAP) kept.push(noted);
}

/** The reporter takes what was noted so far, and every note from now on. */
export function takeNotes(take: (note: Note) => void) {
  taker = take;
  for (const noted of kept.splice(0)) take(noted);
}

/** The error's constructor name (TypeError), nothing else of it. */
export function constructorName(value: unknown): string | undefined {
  try {
    return (value as object).constructor.name;
  } catch {
    // null, undefined, or no constructor.
  }
}

/**
 * The URL of the script of the error's first stack frame: V8's "    at f (https://x/a.js:1:2)" or
 * "    at https://x/a.js:1:2", Firefox's and Safari's "f@https://x/a.js:1:2". V8's first line, the message, is
 * not a frame.
 */
export function stackScript(value: unknown): string | undefined {
  try {
    return (
      /^\s*(?:at .*?\(?|[^@\n]*@)([a-z][\w+.-]*:[^\s()]+?):\d+:\d+/m.exec((value as Error).stack as string) as string[]
    )[1];
  } catch {
    // No stack, or no frame with a URL.
  }
}

addEventListener('error', (event) =>
  note('error', 'uncaught', event.filename || stackScript(event.error), constructorName(event.error)),
);
addEventListener('unhandledrejection', (event) =>
  note('error', 'rejection', stackScript(event.reason), constructorName(event.reason)),
);
