import { lazyPart, useDeferredOpening, useOpenedOnce, usePreloadOnIntent } from '@qr/runtime/lazy-part';
import type { DialogProps } from '../dialog/dialog';

/** A Dialog's props but for its footer and className: the description is announced as the sheet's. */
export type BottomSheetProps = Omit<DialogProps, 'footer' | 'className'>;

const part = lazyPart<BottomSheetProps>(() => import('./bottom-sheet-impl'));
export const preloadBottomSheet = part.preload;

/** A sheet that slides up from the bottom (Radix Dialog underneath, fetched at the first touch or key, or on first open). */
export function BottomSheet(props: BottomSheetProps) {
  usePreloadOnIntent(part.preload);
  const open = useDeferredOpening(props.open);
  return useOpenedOnce(open) ? <part.Part {...props} open={open} /> : null;
}
