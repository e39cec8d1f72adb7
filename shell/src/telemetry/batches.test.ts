import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_INTERVAL_MS, BATCH_MAX_RECORDS, createBatches, QUEUE_CAP, sendBatch } from './batches';
import { logRecord } from './records';

const URL_ELSEWHERE = 'https://health.example.in/v1/logs';
const ABOUT = { 'qr.route': '/:uid', 'qr.app': 'mfe-public', 'qr.version': '2.0.0', 'qr.arm': 'stable' };
const record = (index: number) => logRecord(1_764_380_000_000 + index, 'page_view', ABOUT, { 'qr.weight': 1 });
const recordsIn = (json: string) => JSON.parse(json).resourceLogs[0].scopeLogs[0].logRecords as unknown[];

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  // Each test's batches are flushed by the page being left, so none waits for the next test's events.
  dispatchEvent(new Event('pagehide'));
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function start() {
  const send = vi.fn<typeof sendBatch>();
  const beforeFlush = vi.fn();
  const batches = createBatches(URL_ELSEWHERE, 'production', send, beforeFlush);
  return { send, batches, beforeFlush };
}

const hide = () => {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

describe('batches', () => {
  it('sends nothing while nothing waits, and a batch every 10 s while something does', () => {
    const { send, batches } = start();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS * 3);
    expect(send).not.toHaveBeenCalled();
    batches.add(record(1));
    batches.add(record(2));
    vi.advanceTimersByTime(BATCH_INTERVAL_MS - 1);
    expect(send).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(send).toHaveBeenCalledOnce();
    const [url, json] = send.mock.calls[0] as [string, string];
    expect(url).toBe(URL_ELSEWHERE);
    expect(recordsIn(json)).toEqual([record(1), record(2)]);
    expect(JSON.parse(json).resourceLogs[0].resource.attributes[1].value.stringValue).toBe('production');
    vi.advanceTimersByTime(BATCH_INTERVAL_MS * 3);
    expect(send).toHaveBeenCalledOnce();
  });

  it(`sends at most ${BATCH_MAX_RECORDS} records per batch, the rest in the next`, () => {
    const { send, batches } = start();
    for (let index = 0; index < BATCH_MAX_RECORDS + 5; index++) batches.add(record(index));
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(recordsIn(send.mock.calls[0]?.[1] as string)).toHaveLength(BATCH_MAX_RECORDS);
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(recordsIn(send.mock.calls[1]?.[1] as string)).toHaveLength(5);
  });

  it('sends everything waiting when the page is left (pagehide) or hidden, in batches of the most', () => {
    const { send, batches, beforeFlush } = start();
    for (let index = 0; index < BATCH_MAX_RECORDS + 1; index++) batches.add(record(index));
    dispatchEvent(new Event('pagehide'));
    // A page not yet counted is counted first (navigations.ts).
    expect(beforeFlush).toHaveBeenCalledOnce();
    expect(send.mock.calls.map(([, json]) => recordsIn(json).length)).toEqual([BATCH_MAX_RECORDS, 1]);
    batches.add(record(99));
    hide();
    expect(send).toHaveBeenCalledTimes(3);
    // Nothing left for the timer.
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it(`keeps at most ${QUEUE_CAP} records waiting (an error in a loop)`, () => {
    const { send, batches } = start();
    for (let index = 0; index < QUEUE_CAP * 2; index++) batches.add(record(index));
    batches.sendWaiting();
    expect(send.mock.calls.reduce((sum, [, json]) => sum + recordsIn(json).length, 0)).toBe(QUEUE_CAP);
  });

  it('sends everything waiting when asked, without counting an unsettled page, and then waits for more', () => {
    const { send, batches, beforeFlush } = start();
    for (let index = 0; index < BATCH_MAX_RECORDS + 1; index++) batches.add(record(index));
    batches.sendWaiting();
    expect(send.mock.calls.map(([, json]) => recordsIn(json).length)).toEqual([BATCH_MAX_RECORDS, 1]);
    expect(beforeFlush).not.toHaveBeenCalled();
    vi.advanceTimersByTime(BATCH_INTERVAL_MS * 2);
    expect(send).toHaveBeenCalledTimes(2);
    batches.add(record(99));
    vi.advanceTimersByTime(BATCH_INTERVAL_MS);
    expect(send).toHaveBeenCalledTimes(3);
  });
});

describe('sending one batch', () => {
  it('uses sendBeacon with a text/plain body (no CORS preflight) for a collector elsewhere', async () => {
    const beacon = vi.fn(() => true);
    const fetchMock = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchMock);
    sendBatch(URL_ELSEWHERE, '{"resourceLogs":[]}');
    expect(beacon).toHaveBeenCalledOnce();
    const [url, blob] = beacon.mock.calls[0] as unknown as [string, Blob];
    expect(url).toBe(URL_ELSEWHERE);
    expect(blob.type).toBe('text/plain;charset=utf-8');
    expect(await blob.text()).toBe('{"resourceLogs":[]}');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ['sendBeacon is missing', {}],
    ['sendBeacon refuses (its queue is full)', { sendBeacon: () => false }],
  ])('falls back to a keepalive fetch when %s', (_, nav) => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('navigator', nav);
    vi.stubGlobal('fetch', fetchMock);
    sendBatch(URL_ELSEWHERE, '{}');
    // A string body: sent as text/plain;charset=UTF-8, a simple request.
    expect(fetchMock).toHaveBeenCalledExactlyOnceWith(URL_ELSEWHERE, {
      method: 'POST',
      body: '{}',
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
    });
  });

  it("never sends the site's cookies (the session) to a collector on the site's own origin: fetch without credentials", () => {
    const beacon = vi.fn(() => true);
    const fetchMock = vi.fn(() => Promise.resolve(new Response()));
    vi.stubGlobal('navigator', { sendBeacon: beacon });
    vi.stubGlobal('fetch', fetchMock);
    sendBatch(`${location.origin}/v1/logs`, '{}');
    expect(beacon).not.toHaveBeenCalled();
    expect(fetchMock).toHaveBeenCalledWith(
      `${location.origin}/v1/logs`,
      expect.objectContaining({ credentials: 'omit' }),
    );
  });

  it('drops a failed send quietly: no throw, no console, no retry', async () => {
    const fetchMock = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    const consoleCalls = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn'), vi.spyOn(console, 'log')];
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    vi.stubGlobal('fetch', fetchMock);
    expect(() => sendBatch(URL_ELSEWHERE, '{}')).not.toThrow();
    await vi.runAllTimersAsync();
    expect(fetchMock).toHaveBeenCalledOnce();
    for (const spy of consoleCalls) expect(spy).not.toHaveBeenCalled();
  });
});
