import type { Notification } from '@qr/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as NotificationBarModule from './notification-bar';

/** The Radix bar's chunk, as the network delivers it: fails while the link is down. */
let linkUp = false;
let chunkRequests = 0;

async function loadBarWithoutItsCode(): Promise<typeof NotificationBarModule> {
  vi.resetModules();
  vi.doMock('./notification-bar-impl', async () => {
    chunkRequests += 1;
    if (!linkUp) throw new Error('Loading chunk failed (offline)');
    return vi.importActual('./notification-bar-impl');
  });
  return import('./notification-bar');
}

const failed: Notification = { id: 1, kind: 'error', message: 'An error occurred while submitting the form' };
const sent: Notification = { id: 2, kind: 'success', message: 'Message sent successfully!' };

beforeEach(() => {
  linkUp = false;
  chunkRequests = 0;
});
afterEach(() => {
  vi.doUnmock('./notification-bar-impl');
  vi.useRealTimers();
});

describe('NotificationBar on a dropped link', () => {
  it('shows a notice whose code failed to load, with its look, close button and 2 s auto-close', async () => {
    const { NotificationBar, preloadNotificationBar, NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_CLOSE_ANIMATION_MS } =
      await loadBarWithoutItsCode();
    await preloadNotificationBar(); // the first tap, offline: the fetch fails
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<NotificationBar notification={failed} onDismiss={onDismiss} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while submitting the form');
    expect(alert).toHaveAttribute('data-kind', 'error');
    expect(screen.getByRole('button', { name: 'Close notification' })).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS));
    expect(alert).toHaveAttribute('data-state', 'closed');
    expect(onDismiss).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(NOTIFICATION_CLOSE_ANIMATION_MS));
    expect(onDismiss).toHaveBeenCalledOnce();
    expect(onDismiss).toHaveBeenCalledWith(failed.id);
  });

  it('the close button closes the plain bar too', async () => {
    const { NotificationBar, preloadNotificationBar } = await loadBarWithoutItsCode();
    await preloadNotificationBar();
    vi.useFakeTimers();
    const onDismiss = vi.fn();
    render(<NotificationBar notification={failed} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => vi.advanceTimersByTime(300));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('fetches the code again with the next notice, and shows that notice once it is back', async () => {
    const { NotificationBar, preloadNotificationBar } = await loadBarWithoutItsCode();
    await preloadNotificationBar();
    const { rerender } = render(<NotificationBar notification={failed} onDismiss={() => {}} />);
    expect(screen.getByText('An error occurred while submitting the form')).toBeInTheDocument();
    rerender(<NotificationBar notification={null} onDismiss={() => {}} />);

    linkUp = true;
    const before = chunkRequests;
    rerender(<NotificationBar notification={sent} onDismiss={() => {}} />);
    // Shown at once (the plain bar), whatever the fetch does...
    expect(screen.getAllByText('Message sent successfully!')[0]).toBeVisible();
    await act(async () => {
      await preloadNotificationBar();
    });
    expect(chunkRequests).toBeGreaterThan(before);
    // ...and the next notice uses the Radix bar (its viewport is an ordered list).
    rerender(<NotificationBar notification={{ ...failed, id: 3 }} onDismiss={() => {}} />);
    expect(document.querySelector('ol')).not.toBeNull();
    expect(screen.getAllByText('An error occurred while submitting the form')[0]).toBeVisible();
  });

  it('fetches the code again as soon as the browser is back online', async () => {
    const { preloadNotificationBar } = await loadBarWithoutItsCode();
    await preloadNotificationBar();
    expect(chunkRequests).toBe(1);
    linkUp = true;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await preloadNotificationBar();
    });
    expect(chunkRequests).toBe(2);
  });
});
