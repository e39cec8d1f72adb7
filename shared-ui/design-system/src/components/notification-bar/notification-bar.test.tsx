import type { Notification } from '@qr/runtime';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_CLOSE_ANIMATION_MS, NotificationBar } from './notification-bar';

const success: Notification = { id: 1, kind: 'success', message: 'Message sent successfully!' };
const error: Notification = { id: 2, kind: 'error', message: 'Failed to initiate call' };

const bar = () => document.querySelector('[data-kind]');

/** Not dismissed after each of `steps` ms, then dismissed once, as `id`, after the close animation. */
function expectDismissedAfter(onDismiss: Mock, steps: number[], id: number) {
  for (const ms of steps) {
    act(() => vi.advanceTimersByTime(ms));
    expect(onDismiss).not.toHaveBeenCalled();
  }
  act(() => vi.advanceTimersByTime(NOTIFICATION_CLOSE_ANIMATION_MS));
  expect(onDismiss).toHaveBeenCalledOnce();
  expect(onDismiss).toHaveBeenCalledWith(id);
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('NotificationBar', () => {
  it('constants follow the spec', () => {
    expect(NOTIFICATION_AUTO_CLOSE_MS).toBe(2000);
    expect(NOTIFICATION_CLOSE_ANIMATION_MS).toBe(300);
  });

  it('shows the message and auto-closes after 2 s plus the 300 ms animation', () => {
    const onDismiss = vi.fn();
    render(<NotificationBar notification={success} onDismiss={onDismiss} />);
    expect(bar()).toHaveTextContent('Message sent successfully!');
    expect(bar()).toHaveAttribute('data-kind', 'success');
    expectDismissedAfter(onDismiss, [NOTIFICATION_AUTO_CLOSE_MS - 10, 10], success.id);
    expect(bar()).toBeNull();
  });

  it('the close button closes it', () => {
    const onDismiss = vi.fn();
    render(<NotificationBar notification={error} onDismiss={onDismiss} />);
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    act(() => vi.advanceTimersByTime(NOTIFICATION_CLOSE_ANIMATION_MS));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it('a new notification replaces the current one and restarts the timer', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<NotificationBar notification={success} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(1500));
    rerender(<NotificationBar notification={error} onDismiss={onDismiss} />);
    expect(bar()).toHaveTextContent('Failed to initiate call');
    expect(bar()).toHaveAttribute('data-kind', 'error');
    expectDismissedAfter(onDismiss, [1500, 500], error.id);
  });

  it('a notice that arrives while the previous one closes shows for its own 2 s; the close names the old one', () => {
    const onDismiss = vi.fn();
    const { rerender } = render(<NotificationBar notification={success} onDismiss={onDismiss} />);
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS));
    act(() => vi.advanceTimersByTime(250));
    rerender(<NotificationBar notification={error} onDismiss={onDismiss} />);
    expect(bar()).toHaveTextContent('Failed to initiate call');
    expect(bar()).toHaveAttribute('data-state', 'open');
    act(() => vi.advanceTimersByTime(NOTIFICATION_AUTO_CLOSE_MS - 10));
    expect(bar()).toHaveAttribute('data-state', 'open');
    expect(onDismiss).not.toHaveBeenCalledWith(error.id);
    act(() => vi.advanceTimersByTime(10));
    act(() => vi.advanceTimersByTime(NOTIFICATION_CLOSE_ANIMATION_MS));
    expect(onDismiss).toHaveBeenLastCalledWith(error.id);
  });

  it('renders nothing without a notification', () => {
    render(<NotificationBar notification={null} onDismiss={() => {}} />);
    expect(bar()).toBeNull();
  });
});
