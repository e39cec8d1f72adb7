import {
  type ComponentType,
  startTransition,
  useDeferredValue,
  useEffect,
  useState,
  useSyncExternalStore,
} from 'react';

import { whenIdle } from '../scheduling/when-idle';
export interface LazyPart<P extends object> {
  /** Renders the part once its code has arrived (nothing before). */
  Part: ComponentType<P>;
  /**
   * Fetches the code; resolves when it can render synchronously. A failed fetch (a dropped link) is tried
   * again at the next call, and by itself as soon as the browser is back online: a part never stays broken.
   */
  preload(): Promise<void>;
  /** A hook: true once the code has arrived (the component re-renders when it does). */
  useLoaded(): boolean;
}

/**
 * Code that a page rarely needs at first paint (an overlay's Radix primitives) kept off the critical
 * path: fetched at the first sign of use or when first rendered. Unlike React.lazy, a preloaded part renders
 * synchronously, so nothing flickers and tests need no waiting once it is preloaded.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyPart<P> {
  let Loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const getLoaded = () => Loaded;
  let retryArmed = false;
  const retryWhenOnline = () => {
    if (retryArmed || typeof window === 'undefined') return;
    retryArmed = true;
    const retry = () => {
      retryArmed = false;
      void preload();
    };
    window.addEventListener('online', retry, { once: true });
  };
  const preload = (): Promise<void> => {
    pending ??= load().then(
      (module) => {
        Loaded = module.default;
        for (const listener of listeners) listener();
      },
      () => {
        pending = null;
        retryWhenOnline();
      },
    );
    return pending;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: one hook per part, created at module load
  function useLoaded() {
    return useSyncExternalStore(subscribe, getLoaded, getLoaded) !== null;
  }
  // biome-ignore lint/correctness/noComponentHookFactories: one component per part, created at module load
  function Part(props: P) {
    const [Component, setComponent] = useState(getLoaded);
    useEffect(() => {
      // A transition: the first render of code that has just arrived yields to the browser every few
      // milliseconds instead of holding the main thread in one task.
      const show = () => startTransition(() => setComponent(() => Loaded));
      const unsubscribe = subscribe(show);
      if (Loaded) show(); // arrived between render and effect
      void preload();
      return unsubscribe;
    }, []);
    return Component ? <Component {...props} /> : null;
  }
  return { Part, preload, useLoaded };
}

const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;
const LATE_FALLBACK_MS = 10_000;

/**
 * Fetches a part at the first sign of use (a touch, a key or focus anywhere on the page): before any
 * overlay can open or any notification arrive, yet never competing with the page's own first load on
 * a slow link. A late timer covers pages nobody touches. The fetch starts in a task of its own, not in the
 * touch's handler: requesting the part's chunks (script elements, the federation runtime's checks) there
 * made the first touch of every page slower to answer.
 */
export function usePreloadOnIntent(preload: () => Promise<void>) {
  useEffect(() => {
    let soon: ReturnType<typeof setTimeout> | undefined;
    const onIntent = () => {
      stop();
      soon = setTimeout(() => void preload(), 0);
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) window.removeEventListener(type, onIntent, true);
      clearTimeout(late);
    };
    for (const type of INTENT_EVENTS) window.addEventListener(type, onIntent, { capture: true, passive: true });
    const late = setTimeout(() => {
      stop();
      void preload();
    }, LATE_FALLBACK_MS);
    return () => {
      stop();
      clearTimeout(soon);
    };
  }, [preload]);
}

/**
 * Fetches a part once the page is idle, for a page whose first tap opens it (Query Details on the admin's
 * list): that tap then neither waits for the code on a slow link nor evaluates it and parses its styles in
 * the task that opens it. Browsers without requestIdleCallback (Safari) wait a second instead.
 */
export function usePreloadWhenIdle(preload: () => Promise<void>) {
  useEffect(() => whenIdle(() => void preload(), { timeout: IDLE_TIMEOUT_MS, fallback: IDLE_FALLBACK_MS }), [preload]);
}
const IDLE_TIMEOUT_MS = 3000;
const IDLE_FALLBACK_MS = 1000;

/** True from the first time `open` is true: an overlay then stays mounted for its close animation. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * An overlay's `open`, with the opening rendered at a transition's priority: the tap's own task only
 * schedules it, and the overlay's first render yields to the browser every few milliseconds instead of
 * holding the main thread in one long task (Radix's presence, focus scope and scroll lock included).
 * Closing stays urgent: the overlay goes in the frame of the key or tap that closes it.
 */
export function useDeferredOpening(open: boolean): boolean {
  const deferred = useDeferredValue(open);
  return open && deferred;
}
