import { type ComponentType, useState } from 'react';
import { Button } from '../button/button';

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
  const [open, setOpen] = useState(overlayProps.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Overlay
        {...overlayProps}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          overlayProps.onOpenChange(next);
        }}
      />
    </>
  );
}
