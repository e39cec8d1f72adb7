import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

export const AUTO_CALL_DELAY_MS = 1500;

export interface AutoCall {
  /** The 1.5 s progress is running. */
  active: boolean;
  /** Marks the current inputs as handled (a manual call, or a submission) so no auto-call follows for them. */
  markHandled(key: string): void;
}

/**
 * docs/product.md §4: once the call inputs are complete (ready) and were not yet handled, a 1.5 s progress runs
 * and then `onFire` is called. A tap anywhere outside `keepRef` (the call button) or Escape cancels it for these
 * inputs.
 * `key` identifies the inputs (phone and characters): a cancelled or sent key never auto-calls again.
 */
export function useAutoCall({
  ready,
  key,
  onFire,
  keepRef,
}: {
  ready: boolean;
  key: string;
  onFire(): void;
  keepRef: RefObject<HTMLElement | null>;
}): AutoCall {
  const [active, setActive] = useState(false);
  const handled = useRef(new Set<string>());
  const onFireRef = useRef(onFire);
  onFireRef.current = onFire;

  useEffect(() => {
    if (!ready || handled.current.has(key)) return;
    setActive(true);
    const stop = () => {
      window.clearTimeout(timer);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown, true);
      setActive(false);
    };
    const cancel = () => {
      handled.current.add(key);
      stop();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (keepRef.current && event.target instanceof Node && keepRef.current.contains(event.target)) return;
      cancel();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') cancel();
    };
    const timer = window.setTimeout(() => {
      handled.current.add(key);
      stop();
      onFireRef.current();
    }, AUTO_CALL_DELAY_MS);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown, true);
    return stop;
  }, [ready, key, keepRef]);

  const markHandled = useCallback((handledKey: string) => {
    handled.current.add(handledKey);
  }, []);

  return { active, markHandled };
}
