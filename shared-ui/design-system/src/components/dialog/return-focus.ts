import { useInsertionEffect, useRef } from 'react';
import { pageHeading } from '../keep-focus/page-heading';

function isFocusable(element: HTMLElement): boolean {
  if (!element.isConnected || element.closest('[inert], [hidden]')) return false;
  return !(element as HTMLButtonElement).disabled;
}

/**
 * Controlled Radix dialogs (no Trigger) send focus to <body> when they close. This remembers what had focus
 * when `open` became true (before the dialog's own focus trap takes it) and returns the handler for
 * Radix's `onCloseAutoFocus`: focus goes back to that control, or, when it is gone (a sheet whose action
 * replaced the button that opened it), to the page's <h1>, brought into view. A click that focused nothing
 * (Safari does not focus a clicked button; nor does a script's click()) leaves no opener: focus goes to the
 * <h1> without scrolling, so the visitor stays where they were in the page (row 4,000 of a long list).
 */
export function useReturnFocus(open: boolean): (event: Event) => void {
  const opener = useRef<HTMLElement | null>(null);
  const hadOpener = useRef(false);
  // An insertion effect, not a layout effect: it runs before the commit inserts the overlay, so a field
  // inside it with autoFocus (focused by React in the same commit, before any layout effect) is not taken
  // for the opener. It only reads the DOM.
  useInsertionEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    hadOpener.current = opener.current !== null;
  }, [open]);
  return (event: Event) => {
    event.preventDefault();
    const active = document.activeElement;
    // Another overlay (or the page) already took focus on purpose: leave it there.
    if (active instanceof HTMLElement && active !== document.body && active.isConnected) return;
    const target = opener.current && isFocusable(opener.current) ? opener.current : pageHeading();
    opener.current = null;
    target?.focus({ preventScroll: !hadOpener.current || !target.matches('h1, main') });
  };
}
