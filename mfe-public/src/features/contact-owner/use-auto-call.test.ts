import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTO_CALL_DELAY_MS, useAutoCall } from './use-auto-call';

describe('useAutoCall', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const button = document.createElement('button');
  document.body.append(button);
  const keepRef = { current: button };

  it('fires once after 1.5 s when ready', () => {
    const onFire = vi.fn();
    const { result, rerender } = renderHook(
      (props: { ready: boolean; key: string }) => useAutoCall({ ...props, onFire, keepRef }),
      {
        initialProps: { ready: true, key: 'a' },
      },
    );
    expect(result.current.active).toBe(true);
    act(() => vi.advanceTimersByTime(AUTO_CALL_DELAY_MS - 1));
    expect(onFire).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onFire).toHaveBeenCalledTimes(1);
    expect(result.current.active).toBe(false);
    // The same inputs never auto-call again.
    rerender({ ready: false, key: 'a' });
    rerender({ ready: true, key: 'a' });
    act(() => vi.advanceTimersByTime(AUTO_CALL_DELAY_MS * 2));
    expect(onFire).toHaveBeenCalledTimes(1);
  });

  it('does not run while not ready', () => {
    const onFire = vi.fn();
    const { result } = renderHook(() => useAutoCall({ ready: false, key: 'a', onFire, keepRef }));
    act(() => vi.advanceTimersByTime(AUTO_CALL_DELAY_MS * 2));
    expect(result.current.active).toBe(false);
    expect(onFire).not.toHaveBeenCalled();
  });

  it('a tap outside the call button cancels; a tap on it does not', () => {
    const onFire = vi.fn();
    const { result } = renderHook(() => useAutoCall({ ready: true, key: 'a', onFire, keepRef }));
    act(() => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(result.current.active).toBe(true);
    act(() => {
      document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(result.current.active).toBe(false);
    act(() => vi.advanceTimersByTime(AUTO_CALL_DELAY_MS * 2));
    expect(onFire).not.toHaveBeenCalled();
  });

  it('new inputs after a cancel run again; handled inputs do not', () => {
    const onFire = vi.fn();
    const { result, rerender } = renderHook(
      (props: { key: string }) => useAutoCall({ ready: true, key: props.key, onFire, keepRef }),
      {
        initialProps: { key: 'a' },
      },
    );
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    expect(result.current.active).toBe(false);
    act(() => result.current.markHandled('c'));
    rerender({ key: 'c' });
    expect(result.current.active).toBe(false);
    rerender({ key: 'b' });
    expect(result.current.active).toBe(true);
    act(() => vi.advanceTimersByTime(AUTO_CALL_DELAY_MS));
    expect(onFire).toHaveBeenCalledTimes(1);
  });
});
