import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONFIRM_RATIO, HANDLE_SIZE_PX, SwipeToConfirm, swipeConfirms } from './swipe-to-confirm';

const TRACK = 356; // travel = 300 px, 80% = 240 px

function mockTrackWidth(width: number) {
  return vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 64,
    top: 0,
    left: 0,
    right: width,
    bottom: 64,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  } as DOMRect);
}

function drag(handle: HTMLElement, dx: number) {
  fireEvent.pointerDown(handle, { clientX: 10, pointerId: 1, button: 0, pointerType: 'touch' });
  fireEvent.pointerMove(handle, { clientX: 10 + dx / 2, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerMove(handle, { clientX: 10 + dx, pointerId: 1, pointerType: 'touch' });
  fireEvent.pointerUp(handle, { clientX: 10 + dx, pointerId: 1, pointerType: 'touch' });
}

afterEach(() => vi.restoreAllMocks());

describe('swipeConfirms', () => {
  it('uses 80% of the track width minus the 56 px handle', () => {
    expect(HANDLE_SIZE_PX).toBe(56);
    expect(CONFIRM_RATIO).toBe(0.8);
    expect(swipeConfirms(240, TRACK)).toBe(true);
    expect(swipeConfirms(239, TRACK)).toBe(false);
    expect(swipeConfirms(300, TRACK)).toBe(true);
    expect(swipeConfirms(10, 40)).toBe(false);
  });
});

describe('SwipeToConfirm', () => {
  it('confirms when dragged past 80%', () => {
    mockTrackWidth(TRACK);
    const onConfirm = vi.fn();
    render(<SwipeToConfirm label="Swipe to pause" confirmedLabel="Vehicle Paused" onConfirm={onConfirm} />);
    const handle = screen.getByRole('button', { name: 'Swipe to pause' });
    drag(handle, 250);
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Vehicle Paused');
    expect(handle.style.transform).toBe('translateX(300px)');
  });

  it('snaps back when released earlier', () => {
    mockTrackWidth(TRACK);
    const onConfirm = vi.fn();
    render(<SwipeToConfirm label="Swipe to pause" onConfirm={onConfirm} />);
    const handle = screen.getByRole('button', { name: 'Swipe to pause' });
    drag(handle, 200);
    expect(onConfirm).not.toHaveBeenCalled();
    expect(handle.style.transform).toBe('translateX(0px)');
  });

  it('a plain tap does not confirm; Enter and Space do', async () => {
    const onConfirm = vi.fn();
    render(<SwipeToConfirm label="Swipe to pause" onConfirm={onConfirm} />);
    const handle = screen.getByRole('button', { name: 'Swipe to pause' });
    await userEvent.click(handle);
    expect(onConfirm).not.toHaveBeenCalled();
    handle.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it('does nothing when disabled', async () => {
    const onConfirm = vi.fn();
    render(<SwipeToConfirm label="Swipe to pause" onConfirm={onConfirm} disabled />);
    expect(screen.getByRole('button', { name: 'Swipe to pause' })).toBeDisabled();
  });
});
