import { useEffect, useRef, useState } from 'react';
import { BottomSheet, SwipeToConfirm, useSingleFlight } from 'shared-ui';
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
      title={paused ? 'Vehicle Paused' : 'Pause Service'}
      description={
        paused
          ? `Alerts and calls for ${vehicleNumber} are paused for 24 hours.`
          : `Scanners will not be able to reach you about ${vehicleNumber} for 24 hours. You can resume at any time.`
      }
    >
      <div className={styles.sheetBody}>
        <SwipeToConfirm
          key={attempt}
          label="Swipe to pause"
          confirmedLabel="Vehicle Paused"
          tone="danger"
          onConfirm={() => void confirm()}
        />
      </div>
    </BottomSheet>
  );
}
