import { useEffect, useRef } from 'react';

/**
 * Whether focus was dropped: a focused control that gets disabled or removed leaves focus on <body> (in a
 * Radix dialog, its focus trap catches it on the dialog itself).
 */
export function focusWasLost(): boolean {
  const active = document.activeElement;
  return !active || active === document.body || active.getAttribute('role') === 'dialog';
}

/**
 * A control that is disabled while its request runs drops focus to <body>. When `busy` ends, focus goes to
 * `target()` (the control that shows the result, or the one to use next), unless the visitor has put focus
 * somewhere themselves meanwhile. The notice that reports the result is a live region: it is announced on
 * its own, so the target is never the notice itself (it would be read twice).
 */
export function useRefocusAfter(busy: boolean, target: () => HTMLElement | null | undefined) {
  const wasBusy = useRef(busy);
  const targetNow = useRef(target);
  targetNow.current = target;
  useEffect(() => {
    if (wasBusy.current && !busy && focusWasLost()) targetNow.current()?.focus();
    wasBusy.current = busy;
  }, [busy]);
}
