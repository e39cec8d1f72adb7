import * as Toast from '@radix-ui/react-toast';
import styles from './notification-bar.module.css';
import { NoticeCard } from './notification-bar-plain';
import { NOTIFICATION_AUTO_CLOSE_MS, type NoticeFrameProps } from './notification-bar-props';

/**
 * The bar's Radix frame (Toast, with its own provider and viewport), loaded lazily: what it adds to the
 * plain frame is Radix's timer (paused while hovered or focused), swipe down to close, the F8 hotkey to the
 * region, the announcement, and focus moved to the region when the focused close button goes.
 */
export default function RadixNoticeFrame({ shown, open, onClose, labels }: NoticeFrameProps) {
  return (
    <Toast.Provider duration={NOTIFICATION_AUTO_CLOSE_MS} swipeDirection="down" label={labels.notice}>
      {shown ? (
        <NoticeCard
          key={shown.id}
          notice={shown}
          closeLabel={labels.close}
          onClose={onClose}
          Root={Toast.Root}
          Close={Toast.Close}
          open={open}
          onOpenChange={(next: boolean) => {
            if (!next) onClose();
          }}
          type={shown.kind === 'error' ? 'foreground' : 'background'}
        />
      ) : null}
      <Toast.Viewport className={styles.viewport} label={`${labels.region} ({hotkey})`} />
    </Toast.Provider>
  );
}
