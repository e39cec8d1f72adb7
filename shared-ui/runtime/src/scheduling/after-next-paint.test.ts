import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint';

const frames = new Map<number, FrameRequestCallback>();
let nextFrame = 1;
const runFrame = () => {
  const due = [...frames.values()];
  frames.clear();
  for (const callback of due) callback(performance.now());
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    frames.set(nextFrame, callback);
    return nextFrame++;
  });
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
});
afterEach(() => {
  frames.clear();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs in a task of its own after the next frame, not in the frame itself', () => {
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(100);
    expect(callback).not.toHaveBeenCalled();
    runFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledOnce();
  });

  it('is cancelled before the frame and between the frame and its task', () => {
    const early = vi.fn();
    afterNextPaint(early)();
    runFrame();
    vi.advanceTimersByTime(0);
    expect(early).not.toHaveBeenCalled();

    const late = vi.fn();
    const cancel = afterNextPaint(late);
    runFrame();
    cancel();
    vi.advanceTimersByTime(0);
    expect(late).not.toHaveBeenCalled();
  });
});
