// Hindi texts are optional (docs/i18n.md): a Hindi page waits for them briefly, then shows what it has
// (English) and turns Hindi when they arrive. Plain code, without React or the shared runtime: the shell's
// start-up code uses it for its own Hindi and each page's Hindi bundle, and the catalogs (useMessages)
// reach the same copy through the shell's runtime, so that every wait of a page load shares one deadline.

/** The longest a page waits for its Hindi texts before it renders in English. */
export const HINDI_WAIT_MS = 1000;

/** When the current deadline passes (performance.now()); a new one starts when nothing is on its way. */
let deadline = 0;
let onTheirWay = 0;

/**
 * Waits for Hindi texts on their way: resolves when they settle or the deadline passes, whichever is first,
 * or gives null when the deadline has passed already (render now, with what is there).
 *
 * Waits that overlap share one deadline, started by the first of them, so stalled files never add up:
 * a page load's waits overlap from the shell's first request for its Hindi. Once nothing is on its way any
 * more, the next wait (a page opened later) starts a new deadline.
 */
export function waitForHindi(texts: Promise<unknown>): Promise<void> | null {
  if (onTheirWay === 0) deadline = performance.now() + HINDI_WAIT_MS;
  onTheirWay += 1;
  const settle = () => {
    onTheirWay -= 1;
  };
  const left = deadline - performance.now();
  const settled = texts.then(settle, settle);
  return left > 0 ? Promise.race([settled, new Promise<void>((resolve) => setTimeout(resolve, left))]) : null;
}
