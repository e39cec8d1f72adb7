import { lazyPart, useDeferredOpening, useOpenedOnce, usePreloadOnIntent } from '@qr/runtime/lazy-part';
import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons shown at the bottom (stacked on phones). */
  footer?: ReactNode;
  /** Hides the top-right close button (Escape and the overlay still close unless the caller keeps open). */
  hideClose?: boolean;
  className?: string;
}

const part = lazyPart<DialogProps>(() => import('./dialog-impl'));
export const preloadDialog = part.preload;

/**
 * Centred modal on Radix Dialog: focus trap, Escape, aria-modal, labelled by its title. Its Radix code
 * is fetched at the first touch or key on the page (or on first open), never on its critical path.
 */
export function Dialog(props: DialogProps) {
  usePreloadOnIntent(part.preload);
  const open = useDeferredOpening(props.open);
  return useOpenedOnce(open) ? <part.Part {...props} open={open} /> : null;
}
