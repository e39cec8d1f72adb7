import type { ComponentType } from 'react';
import { Button } from '../button/button';
import { useStoryState } from '../use-story-state';

interface OverlayProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** For stories: an overlay (Dialog, BottomSheet) that keeps its own open state, with a button that opens it. */
export function ControlledOverlay<P extends OverlayProps>({
  Overlay,
  opener,
  ...props
}: P & { Overlay: ComponentType<P>; opener: string }) {
  const overlayProps = props as unknown as P;
  const [open, changeOpen, setOpen] = useStoryState(overlayProps.open, overlayProps.onOpenChange);
  return (
    <>
      <Button data-story-harness onClick={() => setOpen(true)}>
        {opener}
      </Button>
      <Overlay {...overlayProps} open={open} onOpenChange={changeOpen} />
    </>
  );
}
