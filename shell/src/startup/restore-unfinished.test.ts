import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const reload = vi.fn();

beforeEach(() => {
  vi.resetModules();
  reload.mockReset();
  vi.stubGlobal('location', { ...window.location, reload });
});
afterEach(() => vi.unstubAllGlobals());

/** A fresh copy of the module (its counts are module state), with its pageshow listener. */
async function restoreModule() {
  const listeners: EventListener[] = [];
  const add = vi.spyOn(window, 'addEventListener').mockImplementation((type, listener) => {
    if (type === 'pageshow') listeners.push(listener as EventListener);
  });
  const module = await import('./restore-unfinished');
  module.reloadRestoredUnfinished();
  add.mockRestore();
  const pageshow = (persisted: boolean) => {
    for (const listener of listeners) listener(new PageTransitionEvent('pageshow', { persisted }));
  };
  return { ...module, pageshow };
}

function held() {
  let settle: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return { promise, settle };
}

describe('a page restored from the back/forward cache', () => {
  it('reloads while a network wait it counts has not settled', async () => {
    const { whileLoading, pageshow } = await restoreModule();
    const load = held();
    expect(whileLoading(load.promise)).toBe(load.promise);
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('carries on once everything it waited for has settled (resolved or failed)', async () => {
    const { whileLoading, pageshow } = await restoreModule();
    const load = held();
    whileLoading(load.promise);
    whileLoading(Promise.reject(new Error('offline'))).catch(() => undefined);
    load.settle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    pageshow(true);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads while the app's own reads are in flight (the HTTP client's)", async () => {
    const { alsoLoading, pageshow } = await restoreModule();
    let reading = true;
    alsoLoading(() => reading);
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
    reading = false;
    pageshow(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads on an ordinary page show (not from the cache)', async () => {
    const { whileLoading, pageshow } = await restoreModule();
    whileLoading(held().promise);
    pageshow(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
