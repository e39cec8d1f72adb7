import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOADING_ANIMATION_FALLBACK_MS, LoadingAnimation } from './loading-animation';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingAnimation', () => {
  it('shows the static fallback when the animation has not started within 1 s', () => {
    expect(LOADING_ANIMATION_FALLBACK_MS).toBe(1000);
    render(<LoadingAnimation label="Loading vehicle" />);
    const status = screen.getByRole('status', { name: 'Loading vehicle' });
    expect(status).toHaveAttribute('data-state', 'starting');
    act(() => vi.advanceTimersByTime(999));
    expect(status).toHaveAttribute('data-state', 'starting');
    act(() => vi.advanceTimersByTime(1));
    expect(status).toHaveAttribute('data-state', 'fallback');
  });

  it('does not give up on rings the styles already animate when the first frame is late (a busy device)', () => {
    const { container } = render(<LoadingAnimation label="Loading" />);
    const stage = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    stage.getAnimations = () => [{} as Animation];
    act(() => vi.advanceTimersByTime(LOADING_ANIMATION_FALLBACK_MS));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'starting');
    fireEvent(stage, new Event('animationstart', { bubbles: true }));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'animating');
  });

  it('shows the fallback when the styles animate nothing (reduced motion, CSS missing)', () => {
    const { container } = render(<LoadingAnimation label="Loading" />);
    (container.querySelector('[aria-hidden="true"]') as HTMLElement).getAnimations = () => [];
    act(() => vi.advanceTimersByTime(LOADING_ANIMATION_FALLBACK_MS));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'fallback');
  });

  it('keeps animating once the animation started', () => {
    const { container } = render(<LoadingAnimation label="Loading" />);
    const stage = container.querySelector('[aria-hidden="true"]') as HTMLElement;
    fireEvent(stage, new Event('animationstart', { bubbles: true }));
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status')).toHaveAttribute('data-state', 'animating');
  });
});
