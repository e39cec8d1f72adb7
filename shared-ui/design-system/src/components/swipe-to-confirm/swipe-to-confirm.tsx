import { useMessages } from '@qr/runtime/i18n';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useId, useRef, useState } from 'react';
import { CheckIcon, PauseIcon } from '../icons/icons';
import { visuallyHiddenClass } from '../visually-hidden/visually-hidden';
import { swipeMessages } from './messages';
import styles from './swipe.module.css';
import { HANDLE_SIZE_PX, SwipeTrack } from './swipe-track';
import { useHorizontalDrag } from './use-horizontal-drag';

export { HANDLE_SIZE_PX };
export const CONFIRM_RATIO = 0.8;

/** True when a drag of `dragPx` reaches 80% of the travel (track width minus the 56 px handle). */
export function swipeConfirms(dragPx: number, trackWidthPx: number): boolean {
  const travel = trackWidthPx - HANDLE_SIZE_PX;
  if (travel <= 0) return false;
  return dragPx >= travel * CONFIRM_RATIO;
}

export interface SwipeToConfirmProps {
  /** What the swipe does, e.g. 'Swipe to pause'; also the handle's accessible name. */
  label: string;
  /** Shown (and announced) once confirmed. */
  confirmedLabel?: string;
  onConfirm(): void;
  disabled?: boolean;
  /** Visual tone of the handle (default 'primary'). */
  tone?: 'primary' | 'danger';
  /** Handle icon (default a pause icon). */
  icon?: ReactNode;
}

/** Drag the handle past 80% of the track to confirm; releasing earlier snaps back. Enter or Space confirms too. */
export function SwipeToConfirm({
  label,
  confirmedLabel = 'Confirmed',
  onConfirm,
  disabled = false,
  tone = 'primary',
  icon,
}: SwipeToConfirmProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [confirmed, setConfirmed] = useState(false);
  const confirmedRef = useRef(false);
  const hintId = useId();
  const t = useMessages(swipeMessages);
  const travel = () => Math.max(0, (trackRef.current?.getBoundingClientRect().width ?? 0) - HANDLE_SIZE_PX);

  const confirm = () => {
    if (confirmedRef.current || disabled) return;
    confirmedRef.current = true;
    setConfirmed(true);
    drag.setOffset(travel());
    onConfirm();
  };

  const drag = useHorizontalDrag({
    enabled: !disabled && !confirmed,
    clamp: (offset) => Math.min(Math.max(offset, 0), travel()),
    onRelease: (offset) => {
      const width = trackRef.current?.getBoundingClientRect().width ?? 0;
      if (swipeConfirms(offset, width)) confirm();
      else drag.setOffset(0);
    },
  });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      confirm();
    }
  };
  // Pointer clicks (detail > 0) are taps, not swipes; a click with detail 0 comes from assistive technology.
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0) confirm();
  };

  const classes = [
    styles.wrapper,
    tone === 'danger' ? styles.danger : '',
    confirmed ? styles.confirmed : '',
    disabled ? styles.disabled : '',
    drag.dragging ? styles.dragging : styles.animated,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={classes} data-confirmed={confirmed || undefined}>
      <SwipeTrack
        trackRef={trackRef}
        offset={drag.offset}
        text={confirmed ? confirmedLabel : label}
        aria-label={label}
        aria-describedby={hintId}
        aria-disabled={confirmed || undefined}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onClick={onClick}
        {...drag.handlers}
      >
        {confirmed ? <CheckIcon /> : (icon ?? <PauseIcon />)}
      </SwipeTrack>
      <p id={hintId} className={visuallyHiddenClass}>
        {t.confirmHint}
      </p>
      <p role="status" className={visuallyHiddenClass}>
        {confirmed ? confirmedLabel : ''}
      </p>
    </div>
  );
}
