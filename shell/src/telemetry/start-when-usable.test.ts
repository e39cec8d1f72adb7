import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startWhenUsable } from './start-when-usable';

const nextMutations = () => new Promise((resolve) => setTimeout(resolve, 0));
let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  document.body.append(root);
});
afterEach(() => {
  root.remove();
  vi.unstubAllGlobals();
});

describe('the reporter starts once the first page is usable, when the browser is idle', () => {
  it('waits while the app shows nothing or only a loading screen, then for an idle moment', async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    const start = vi.fn();
    startWhenUsable(start, root);
    root.innerHTML = '<main><div data-loading-screen><h1>Loading</h1></div></main>';
    await nextMutations();
    root.innerHTML = '<main><div><div data-loading-screen>Checking the sticker</div></div></main>';
    await nextMutations();
    expect(idle).toHaveLength(0);
    root.innerHTML = '<main><h1>Contact Vehicle Owner</h1></main>';
    await nextMutations();
    expect(idle).toHaveLength(1);
    expect(start).not.toHaveBeenCalled();
    idle[0]?.();
    expect(start).toHaveBeenCalledOnce();
    // Once: later pages start nothing more.
    root.innerHTML = '<main><h1>Another page</h1></main>';
    await nextMutations();
    expect(idle).toHaveLength(1);
  });

  it('starts in the next task after the page shows where there is no requestIdleCallback (Safari)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const start = vi.fn();
    startWhenUsable(start, root);
    root.innerHTML = '<main><h1>Welcome Back</h1></main>';
    // The observer's callback is a microtask after the change.
    await Promise.resolve();
    expect(vi.getTimerCount()).toBe(1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(start).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });
});
