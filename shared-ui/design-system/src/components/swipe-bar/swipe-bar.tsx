import { useMessages } from '@qr/runtime/i18n';
import { type KeyboardEvent, type MouseEvent, useId } from 'react';
import { ArrowLeftIcon } from '../icons/icons';
import { swipeMessages } from '../swipe-to-confirm/messages';
import styles from '../swipe-to-confirm/swipe.module.css';
import { SwipeTrack } from '../swipe-to-confirm/swipe-track';
import { useHorizontalDrag } from '../swipe-to-confirm/use-horizontal-drag';
import { visuallyHiddenClass } from '../visually-hidden/visually-hidden';

export const SWIPE_BAR_THRESHOLD_PX = 150;
export const SWIPE_BAR_MAX_PX = 200;

/** Limits a drag to 0..200 px. */
export function clampSwipe(dx: number): number {
  return Math.min(Math.max(dx, 0), SWIPE_BAR_MAX_PX);
}

/** True when the (capped) drag reaches 150 px. */
export function swipeBarCompletes(dx: number): boolean {
  return clampSwipe(dx) >= SWIPE_BAR_THRESHOLD_PX;
}

export interface SwipeBarProps {
  /** e.g. 'Swipe to pay'; also the handle's accessible name. */
  label: string;
  onComplete(): void;
  disabled?: boolean;
  /** Why the bar is disabled, shown under it and read with it (e.g. 'No payments are due'). */
  disabledReason?: string | undefined;
}

/** A swipe bar: drag the handle 150 px (capped at 200 px) to complete; it always springs back. Enter/Space completes. */
export function SwipeBar({ label, onComplete, disabled = false, disabledReason }: SwipeBarProps) {
  const t = useMessages(swipeMessages);
  const hintId = useId();
  const reason = disabled ? disabledReason : undefined;
  const drag = useHorizontalDrag({
    enabled: !disabled,
    clamp: clampSwipe,
    onRelease: (offset) => {
      drag.setOffset(0);
      if (swipeBarCompletes(offset)) onComplete();
    },
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (!disabled) onComplete();
    }
  };
  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0 && !disabled) onComplete();
  };
  const classes = [styles.wrapper, disabled ? styles.disabled : '', drag.dragging ? styles.dragging : styles.animated]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes}>
      <SwipeTrack
        offset={drag.offset}
        text={label}
        aria-label={label}
        aria-describedby={hintId}
        disabled={disabled}
        onKeyDown={onKeyDown}
        onClick={onClick}
        {...drag.handlers}
      >
        <ArrowLeftIcon className={styles.pointRight} />
      </SwipeTrack>
      {reason ? (
        <p id={hintId} className={styles.reason}>
          {reason}
        </p>
      ) : (
        <p id={hintId} className={visuallyHiddenClass}>
          {t.hint}
        </p>
      )}
    </div>
  );
}
