/**
 * Runs `callback` in a task of its own when the browser is idle, at the latest after `timeout` ms; browsers
 * without requestIdleCallback (Safari) run it after `fallback` ms instead. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, { timeout, fallback }: { timeout: number; fallback: number }) {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, fallback);
  return () => clearTimeout(timer);
}
