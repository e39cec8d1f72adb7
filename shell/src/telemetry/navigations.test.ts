import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, watchNavigations } from './navigations';

const { pushState, replaceState } = window.history;
beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState({}, '', '/');
});
afterEach(() => {
  window.history.pushState = pushState;
  window.history.replaceState = replaceState;
  vi.useRealTimers();
});

/** Starts watching: the mock told of each page seen, and the function that settles a path at once. */
function watch() {
  const onPage = vi.fn();
  const settle = watchNavigations(onPage);
  return { onPage, settle };
}

/** Goes to `path` in a new history entry, as the router does, and lets `ms` pass. */
function visit(path: string, ms: number) {
  window.history.pushState({}, '', path);
  vi.advanceTimersByTime(ms);
}

describe('the pages seen after the first', () => {
  it('counts each path the router settles on, once, and never a change of query string or hash alone', () => {
    const { onPage } = watch();
    visit('/vehicle-info', SETTLE_MS);
    visit('/vehicle-info?tab=2#top', SETTLE_MS);
    visit('/vehicle-details/QRUSED0001', SETTLE_MS);
    expect(onPage.mock.calls).toEqual([['/vehicle-info'], ['/vehicle-details/QRUSED0001']]);
  });

  it("does not count a path the router replaces at once (a guard's redirect)", () => {
    const { onPage } = watch();
    visit('/admin', 10);
    window.history.replaceState({}, '', '/');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('counts a page the visitor moves on from before it settled (a new history entry)', () => {
    const { onPage } = watch();
    visit('/admin', 50);
    window.history.pushState({}, '', '/vehicle-details/QRUSED0001');
    expect(onPage.mock.calls).toEqual([['/admin']]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(onPage.mock.calls).toEqual([['/admin'], ['/vehicle-details/QRUSED0001']]);
  });

  it('counts Back and Forward (popstate), and a path not yet settled when the page is hidden (settle)', () => {
    const { onPage, settle } = watch();
    window.history.pushState({}, '', '/help');
    settle();
    expect(onPage).toHaveBeenCalledExactlyOnceWith('/help');
    window.history.replaceState({}, '', '/notifications');
    dispatchEvent(new PopStateEvent('popstate'));
    vi.advanceTimersByTime(SETTLE_MS);
    expect(onPage).toHaveBeenLastCalledWith('/notifications');
  });

  it("still moves the page's path and state", () => {
    watchNavigations(() => {});
    expect(window.history.pushState).not.toBe(pushState);
    window.history.pushState({ key: 1 }, '', '/bills');
    expect(window.location.pathname).toBe('/bills');
    expect(window.history.state).toEqual({ key: 1 });
    window.history.replaceState({ key: 2 }, '', '/help?x=1');
    expect(window.location.pathname).toBe('/help');
    expect(window.history.state).toEqual({ key: 2 });
  });
});
