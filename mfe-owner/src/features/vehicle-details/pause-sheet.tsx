import { BottomSheet, SwipeToConfirm } from '@qr/design-system';
import { format, useMessages } from '@qr/runtime/i18n';
import { useSingleFlight } from '@qr/runtime/single-flight';
import { useEffect, useRef, useState } from 'react';
import { vehicleDetailsMessages } from './messages';
import styles from './vehicle-details.module.css';

/** docs/product.md §9: the sheet closes 1.5 s after a confirmed pause. */
export const PAUSE_SHEET_CLOSE_MS = 1500;

export interface PauseSheetProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  vehicleNumber: string;
  /** Resolves true when the vehicle was paused. */
  onConfirm(): Promise<boolean>;
}

/** Swipe past 80% of the track to pause alerts and calls for 24 hours; shorter swipes snap back. */
export function PauseSheet({ open, onOpenChange, vehicleNumber, onConfirm }: PauseSheetProps) {
  const t = useMessages(vehicleDetailsMessages);
  const [paused, setPaused] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const closeTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (open) {
      setPaused(false);
      setAttempt((n) => n + 1);
    }
  }, [open]);
  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // One PUT pause per confirmation (the swipe control also confirms only once per attempt).
  const [confirm] = useSingleFlight(async () => {
    const ok = await onConfirm();
    if (!ok) {
      onOpenChange(false);
      return;
    }
    setPaused(true);
    closeTimer.current = window.setTimeout(() => onOpenChange(false), PAUSE_SHEET_CLOSE_MS);
  });

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={paused ? t.pausedSheetTitle : t.pauseSheetTitle}
      description={format(paused ? t.pausedSheetText : t.pauseSheetText, { number: vehicleNumber })}
    >
      <div className={styles.sheetBody}>
        <SwipeToConfirm
          key={attempt}
          label={t.swipeToPause}
          confirmedLabel={t.pausedSheetTitle}
          tone="danger"
          onConfirm={() => void confirm()}
        />
      </div>
    </BottomSheet>
  );
}
