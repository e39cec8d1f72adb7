import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_CLOSE_ANIMATION_MS } from '@qr/design-system';
import { type Notification, notificationAtom } from '@qr/runtime';
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationHost } from './notification-host';

const paused: Notification = { id: 101, kind: 'success', message: 'Vehicle paused for 24 hours' };
const resumed: Notification = { id: 102, kind: 'success', message: 'Vehicle service resumed successfully' };

const bar = () => document.querySelector('[data-kind]');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderHost() {
  const store = createStore();
  render(
    <Provider store={store}>
      <NotificationHost />
    </Provider>,
  );
  return store;
}

describe('NotificationHost', () => {
  it('a notice that replaces a closing one is not removed by the closing one’s timer', () => {
    const store = renderHost();
    act(() => store.set(notificationAtom, paused));
    // The pause notice has auto-closed and is 250 ms into its 300 ms close animation...
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS));
    act(() => vi.advanceTimersByTime(250));
    expect(store.get(notificationAtom)).toEqual(paused);
    // ...when the resume answer arrives, and the animation's timer fires before React renders the new notice.
    act(() => {
      store.set(notificationAtom, resumed);
      vi.advanceTimersByTime(100);
    });
    expect(store.get(notificationAtom)).toEqual(resumed);
    expect(bar()).toHaveTextContent(resumed.message);
    expect(bar()).toHaveAttribute('data-state', 'open');

    // It gets its own full 2 s (from when it rendered), then goes.
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 10));
    expect(bar()).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(10));
    act(() => vi.advanceTimersByTime(NOTIFICATION_CLOSE_ANIMATION_MS));
    expect(store.get(notificationAtom)).toBeNull();
    expect(bar()).toBeNull();
  });

  it('a notice that arrives while the previous one is still open replaces it and keeps its 2 s', () => {
    const store = renderHost();
    act(() => store.set(notificationAtom, paused));
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 50));
    act(() => {
      store.set(notificationAtom, resumed);
      vi.advanceTimersByTime(100);
    });
    expect(bar()).toHaveTextContent(resumed.message);
    expect(bar()).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 200));
    expect(store.get(notificationAtom)).toEqual(resumed);
    expect(bar()).toHaveAttribute('data-state', 'open');
  });
});
