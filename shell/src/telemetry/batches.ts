// Records wait in a queue and leave in batches: one every BATCH_INTERVAL_MS while there is something, and all of
// them when the page is hidden or left, or when the reporter asks (a page view leaves at once: see reporter.ts). A send that fails is dropped: no retry, no console, never a throw.
import { batchBody, type LogRecord } from './records';

/** How often a batch leaves while records wait. */
export const BATCH_INTERVAL_MS = 10_000;
/** The most records in one POST. */
export const BATCH_MAX_RECORDS = 30;
/** The most records kept waiting: more (an error in a loop) are dropped. */
export const QUEUE_CAP = 150;

/**
 * POSTs one batch. text/plain is a simple request: no CORS preflight (the collector accepts it). sendBeacon
 * survives the page being left; it always sends cookies, so a collector on the site's own origin (where the
 * session cookie lives) gets a keepalive fetch without credentials instead, as does a browser without
 * sendBeacon or whose beacon queue is full.
 */
export function sendBatch(url: string, json: string) {
  try {
    if (
      new URL(url, location.href).origin !== location.origin &&
      navigator.sendBeacon(url, new Blob([json], { type: 'text/plain;charset=UTF-8' }))
    )
      return;
  } catch {
    // No sendBeacon, or it threw: the fetch below.
  }
  // A string body is sent as text/plain;charset=UTF-8. fetch rejects (offline, refused), it does not throw.
  fetch(url, { method: 'POST', body: json, keepalive: true, mode: 'no-cors', credentials: 'omit' }).catch(
    () => undefined,
  );
}

export interface Batches {
  add(record: LogRecord): void;
  /** Sends everything waiting now, in batches of at most BATCH_MAX_RECORDS. */
  sendWaiting(): void;
}

/** `beforeFlush`: counts a page not yet settled before the page is left (navigations.ts). */
export function createBatches(
  url: string,
  environment: string,
  send: typeof sendBatch,
  beforeFlush: () => void,
): Batches {
  const queue: LogRecord[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const sendOne = () => {
    const batch = queue.splice(0, BATCH_MAX_RECORDS);
    if (batch.length) send(url, batchBody(environment, batch));
  };
  const tick = () => {
    timer = undefined;
    sendOne();
    schedule();
  };
  const schedule = () => {
    if (!timer && queue.length) timer = setTimeout(tick, BATCH_INTERVAL_MS);
  };
  const sendWaiting = () => {
    while (queue.length) sendOne();
  };
  const flush = () => {
    beforeFlush();
    sendWaiting();
  };
  // Bubbling listeners on window: web-vitals reports its final values in capturing ones, before these run.
  addEventListener('visibilitychange', () => document.visibilityState === 'hidden' && flush());
  addEventListener('pagehide', flush);

  return {
    add(record) {
      if (queue.length < QUEUE_CAP) queue.push(record);
      schedule();
    },
    sendWaiting,
  };
}
