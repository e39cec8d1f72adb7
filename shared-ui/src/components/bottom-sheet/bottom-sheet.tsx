import type { ReactNode } from 'react';
import { lazyPart, useOpenedOnce, usePreloadOnIntent } from '../lazy-part/lazy-part';

export interface BottomSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  /** Optional text under the title, announced as the sheet's description. */
  description?: ReactNode;
  children?: ReactNode;
  hideClose?: boolean;
}

const part = lazyPart<BottomSheetProps>(() => import('./bottom-sheet-impl'));
export const preloadBottomSheet = part.preload;

/** A sheet that slides up from the bottom (Radix Dialog underneath, fetched at the first touch or key, or on first open). */
export function BottomSheet(props: BottomSheetProps) {
  usePreloadOnIntent(part.preload);
  return useOpenedOnce(props.open) ? <part.Part {...props} /> : null;
}
