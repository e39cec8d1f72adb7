import type { ComponentProps, ReactNode, Ref } from 'react';
import styles from './swipe.module.css';

/** The handle's side: the track's fill reaches its far edge, and the travel is the track less it. */
export const HANDLE_SIZE_PX = 56;

export interface SwipeTrackProps extends Omit<ComponentProps<'button'>, 'type' | 'className' | 'style'> {
  trackRef?: Ref<HTMLDivElement>;
  /** How far the handle is dragged, in px. */
  offset: number;
  /** The words on the track behind the handle (the handle carries the accessible name). */
  text: ReactNode;
}

/** The track of a swipe (SwipeBar, SwipeToConfirm): its fill, its words and the handle, moved by `offset`. */
export function SwipeTrack({ trackRef, offset, text, children, ...handle }: SwipeTrackProps) {
  return (
    <div ref={trackRef} className={styles.track} data-testid="swipe-track">
      <span className={styles.fill} style={{ width: offset + HANDLE_SIZE_PX }} aria-hidden="true" />
      <span className={styles.trackLabel} aria-hidden="true">
        {text}
      </span>
      <button type="button" className={styles.handle} style={{ transform: `translateX(${offset}px)` }} {...handle}>
        {children}
      </button>
    </div>
  );
}
