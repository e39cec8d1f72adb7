import { afterNextPaint } from '@qr/runtime/scheduling';

/**
 * Radix's `onOpenAutoFocus` for shared-ui's overlays: the same first control Radix would focus, one frame
 * later. Focusing inside the task that mounts an overlay forces a style recalculation of the whole page
 * there and then, on top of the first mount (docs/decisions/0006-windowed-lists.md); after the frame is
 * painted, the page's style is already up to date and the move costs little. The overlay is announced the
 * same way: focus lands on its first control, inside the dialog that labels it.
 */
export function focusFirstAfterPaint(event: Event): void {
  event.preventDefault();
  const container = event.currentTarget;
  if (!(container instanceof HTMLElement)) return;
  afterNextPaint(() => {
    // Closed meanwhile (Radix keeps a closing overlay mounted for its animation, data-state="closed"), or
    // the visitor already moved focus inside: leave it.
    const closed = !container.isConnected || container.dataset.state === 'closed';
    if (closed || container.contains(document.activeElement)) return;
    const first = firstTabbable(container) ?? container;
    first.focus({ preventScroll: true });
    if (first instanceof HTMLInputElement) first.select();
  });
}

/** Radix's choice: the first element in the tab order that is shown and enabled, links skipped. */
function firstTabbable(container: HTMLElement): HTMLElement | null {
  for (const element of container.querySelectorAll<HTMLElement>('*')) {
    if (element.tabIndex < 0 || element.tagName === 'A' || element.hidden) continue;
    if ((element as HTMLButtonElement).disabled || (element as HTMLInputElement).type === 'hidden') continue;
    if (!isShown(element, container)) continue;
    return element;
  }
  return null;
}

function isShown(element: HTMLElement, container: HTMLElement): boolean {
  if (getComputedStyle(element).visibility === 'hidden') return false;
  for (let node: HTMLElement | null = element; node && node !== container; node = node.parentElement) {
    if (getComputedStyle(node).display === 'none') return false;
  }
  return true;
}
