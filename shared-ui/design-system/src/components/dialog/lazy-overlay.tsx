import { type LazyPart, useDeferredOpening, useOpenedOnce, usePreloadOnIntent } from '@qr/runtime/lazy-part';

/**
 * An overlay (Dialog, BottomSheet) whose Radix code is a lazy part: fetched at the first touch or key on the
 * page (or on first open), opened at a transition's priority, kept mounted once opened for its close animation.
 */
export function useLazyOverlay<P extends { open: boolean }>(part: LazyPart<P>, props: P) {
  usePreloadOnIntent(part.preload);
  const open = useDeferredOpening(props.open);
  return useOpenedOnce(open) ? <part.Part {...props} open={open} /> : null;
}
