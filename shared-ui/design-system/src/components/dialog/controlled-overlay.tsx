import { useMessages } from '@qr/runtime/i18n';
import type { ComponentType } from 'react';
import { Button } from '../button/button';
import { storyHarnessMessages } from '../story-harness/messages';
import { useStoryState } from '../use-story-state';

interface OverlayProps {
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** For stories: an overlay (Dialog, BottomSheet) that keeps its own open state, with a button that opens it
    (`opener`: its label, one of the story scaffolding's texts). */
export function ControlledOverlay<P extends OverlayProps>({
  Overlay,
  opener,
  ...props
}: P & { Overlay: ComponentType<P>; opener: 'openDialog' | 'openSheet' }) {
  const overlayProps = props as unknown as P;
  const t = useMessages(storyHarnessMessages);
  const [open, changeOpen, setOpen] = useStoryState(overlayProps.open, overlayProps.onOpenChange);
  return (
    <>
      <Button data-story-harness onClick={() => setOpen(true)}>
        {t[opener]}
      </Button>
      <Overlay {...overlayProps} open={open} onOpenChange={changeOpen} />
    </>
  );
}
