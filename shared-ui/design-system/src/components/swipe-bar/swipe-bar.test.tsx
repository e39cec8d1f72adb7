import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clampSwipe, SWIPE_BAR_MAX_PX, SWIPE_BAR_THRESHOLD_PX, SwipeBar, swipeBarCompletes } from './swipe-bar';

function drag(handle: HTMLElement, dx: number, check?: () => void) {
  fireEvent.pointerDown(handle, { clientX: 0, pointerId: 1, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(handle, { clientX: dx, pointerId: 1, pointerType: 'touch' });
  check?.();
  fireEvent.pointerUp(handle, { clientX: dx, pointerId: 1, pointerType: 'touch' });
}

describe('swipe bar rules', () => {
  it('caps the drag at 200 px and completes from 150 px', () => {
    expect(SWIPE_BAR_THRESHOLD_PX).toBe(150);
    expect(SWIPE_BAR_MAX_PX).toBe(200);
    expect(clampSwipe(-20)).toBe(0);
    expect(clampSwipe(120)).toBe(120);
    expect(clampSwipe(500)).toBe(200);
    expect(swipeBarCompletes(149)).toBe(false);
    expect(swipeBarCompletes(150)).toBe(true);
    expect(swipeBarCompletes(900)).toBe(true);
  });
});

describe('SwipeBar', () => {
  it('completes at 150 px, caps the handle at 200 px, then springs back', () => {
    const onComplete = vi.fn();
    render(<SwipeBar label="Swipe to pay" onComplete={onComplete} />);
    const handle = screen.getByRole('button', { name: 'Swipe to pay' });
    drag(handle, 400, () => expect(handle.style.transform).toBe('translateX(200px)'));
    expect(onComplete).toHaveBeenCalledOnce();
    expect(handle.style.transform).toBe('translateX(0px)');
  });

  it('does not complete below 150 px', () => {
    const onComplete = vi.fn();
    render(<SwipeBar label="Swipe to pay" onComplete={onComplete} />);
    drag(screen.getByRole('button', { name: 'Swipe to pay' }), 149);
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('Enter completes', async () => {
    const onComplete = vi.fn();
    render(<SwipeBar label="Swipe to pay" onComplete={onComplete} />);
    screen.getByRole('button', { name: 'Swipe to pay' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(onComplete).toHaveBeenCalledOnce();
  });
});

describe('SwipeBar disabled with a reason', () => {
  it('shows the reason, reads it as the handle description and never completes', async () => {
    const onComplete = vi.fn();
    render(<SwipeBar label="Swipe to pay" onComplete={onComplete} disabled disabledReason="No payments are due" />);
    const handle = screen.getByRole('button', { name: 'Swipe to pay' });
    expect(handle).toBeDisabled();
    expect(screen.getByText('No payments are due')).toBeVisible();
    expect(handle).toHaveAccessibleDescription('No payments are due');
    drag(handle, 400);
    await userEvent.keyboard('{Enter}');
    expect(onComplete).not.toHaveBeenCalled();
  });

  it('keeps the swipe hint and no reason while enabled', () => {
    render(<SwipeBar label="Swipe to pay" onComplete={() => undefined} disabledReason="No payments are due" />);
    expect(screen.queryByText('No payments are due')).toBeNull();
    expect(screen.getByRole('button', { name: 'Swipe to pay' })).toBeEnabled();
  });
});
