import { type PointerEvent, useRef, useState } from 'react';

export interface HorizontalDrag {
  /** Current clamped offset in px. */
  offset: number;
  dragging: boolean;
  setOffset(offset: number): void;
  handlers: {
    onPointerDown(event: PointerEvent<HTMLElement>): void;
    onPointerMove(event: PointerEvent<HTMLElement>): void;
    onPointerUp(event: PointerEvent<HTMLElement>): void;
    onPointerCancel(event: PointerEvent<HTMLElement>): void;
  };
}

/**
 * Pointer-driven horizontal drag of a handle. `clamp` limits the offset while dragging; `onRelease` gets the
 * final offset when the pointer is lifted (a cancelled pointer snaps back without release).
 */
export function useHorizontalDrag({
  enabled,
  clamp,
  onRelease,
}: {
  enabled: boolean;
  clamp(offset: number): number;
  onRelease(offset: number): void;
}): HorizontalDrag {
  const [offset, setOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const start = useRef<{ x: number; pointerId: number } | null>(null);
  const latest = useRef(0);

  const update = (value: number) => {
    latest.current = value;
    setOffset(value);
  };

  return {
    offset,
    dragging,
    setOffset: update,
    handlers: {
      onPointerDown(event) {
        if (!enabled || (event.pointerType === 'mouse' && event.button !== 0)) return;
        start.current = { x: event.clientX, pointerId: event.pointerId };
        setDragging(true);
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // Synthetic pointers (tests) cannot be captured; the handle still gets its own events.
        }
      },
      onPointerMove(event) {
        if (!start.current) return;
        update(clamp(event.clientX - start.current.x));
      },
      onPointerUp(event) {
        if (!start.current) return;
        const final = clamp(event.clientX - start.current.x);
        start.current = null;
        setDragging(false);
        update(final);
        onRelease(final);
      },
      onPointerCancel() {
        if (!start.current) return;
        start.current = null;
        setDragging(false);
        update(0);
      },
    },
  };
}
