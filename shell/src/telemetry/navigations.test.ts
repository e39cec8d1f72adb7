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

describe('the pages seen after the first', () => {
  it('counts each path the router settles on, once, and never a change of query string or hash alone', () => {
    const onPage = vi.fn();
    watchNavigations(onPage);
    window.history.pushState({}, '', '/vehicle-info');
    vi.advanceTimersByTime(SETTLE_MS);
    window.history.pushState({}, '', '/vehicle-info?tab=2#top');
    vi.advanceTimersByTime(SETTLE_MS);
    window.history.pushState({}, '', '/vehicle-details/QRUSED0001');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(onPage.mock.calls).toEqual([['/vehicle-info'], ['/vehicle-details/QRUSED0001']]);
  });

  it("does not count a path the router replaces at once (a guard's redirect)", () => {
    const onPage = vi.fn();
    watchNavigations(onPage);
    window.history.pushState({}, '', '/admin');
    vi.advanceTimersByTime(10);
    window.history.replaceState({}, '', '/');
    vi.advanceTimersByTime(SETTLE_MS);
    expect(onPage).not.toHaveBeenCalled();
  });

  it('counts a page the visitor moves on from before it settled (a new history entry)', () => {
    const onPage = vi.fn();
    watchNavigations(onPage);
    window.history.pushState({}, '', '/admin');
    vi.advanceTimersByTime(50);
    window.history.pushState({}, '', '/vehicle-details/QRUSED0001');
    expect(onPage.mock.calls).toEqual([['/admin']]);
    vi.advanceTimersByTime(SETTLE_MS);
    expect(onPage.mock.calls).toEqual([['/admin'], ['/vehicle-details/QRUSED0001']]);
  });

  it('counts Back and Forward (popstate), and a path not yet settled when the page is hidden (settle)', () => {
    const onPage = vi.fn();
    const settle = watchNavigations(onPage);
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
