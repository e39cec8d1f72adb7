import type { Notification } from '@qr/runtime';
import { lazyPart, usePreloadOnIntent } from '@qr/runtime/lazy-part';
import { useEffect, useRef, useState } from 'react';
import { PlainNoticeFrame } from './notification-bar-plain';
import {
  ENGLISH_LABELS,
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  type NoticeFrameProps,
  type NotificationBarProps,
} from './notification-bar-props';

export {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  type NotificationBarProps,
} from './notification-bar-props';

const radixFrame = lazyPart<NoticeFrameProps>(() => import('./notification-bar-impl'));
export const preloadNotificationBar = radixFrame.preload;

/**
 * The latest notice: `plain` when it came before the Radix frame's code, which then never takes it over;
 * `gone` once its close animation ran (kept, so that the same notice is not shown again).
 */
type Shown = { notice: Notification; plain: boolean; phase: 'open' | 'closing' | 'gone' };

/**
 * The transient notification bar at the bottom centre. One bar: its state and its card are here; Radix
 * Toast's frame around them is fetched at the first touch or key on the page, or with the first
 * notification, so no page pays for it before it has something to say.
 *
 * A notification with a new id replaces the current one (and restarts its timer); a closed notice stays for
 * its 300 ms animation, then is removed and dismissed by its own id, so the closing of one notice never
 * closes or removes the next. A notice that arrives before the Radix code (say the link dropped before the
 * first tap) is drawn to its end in the plain frame, timed by this bar, and each new notice fetches the
 * code again.
 */
export function NotificationBar({ notification, onDismiss, labels = ENGLISH_LABELS }: NotificationBarProps) {
  usePreloadOnIntent(radixFrame.preload);
  const loaded = radixFrame.useLoaded();
  const [shown, setShown] = useState<Shown>();
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;
  const id = notification?.id;

  if (notification && id !== shown?.notice.id) setShown({ notice: notification, plain: !loaded, phase: 'open' });
  const open = shown?.phase === 'open' && shown.notice.id === id;

  useEffect(() => {
    if (!shown) return;
    // Each notice asks for the Radix frame's code (again, after a failed fetch); a no-op once it is here.
    void radixFrame.preload();
    // The Radix frame times an open notice itself (and pauses while it is hovered or focused).
    if (shown.phase === 'gone' || (open && !shown.plain)) return;
    const timer = setTimeout(
      () => {
        setShown({ ...shown, phase: open ? 'closing' : 'gone' });
        if (!open) onDismissRef.current(shown.notice.id);
      },
      open ? NOTIFICATION_AUTO_CLOSE_MS : NOTIFICATION_CLOSE_ANIMATION_MS,
    );
    return () => clearTimeout(timer);
  }, [open, shown]);

  if (!shown) return null;
  const frame = {
    shown: shown.phase === 'gone' ? null : shown.notice,
    open,
    onClose: () => setShown({ ...shown, phase: 'closing' }),
    labels,
  };
  if (shown.plain && frame.shown) return <PlainNoticeFrame {...frame} />;
  return loaded ? <radixFrame.Part {...frame} /> : null;
}
