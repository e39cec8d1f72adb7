import type { Notification } from 'shared-ui/runtime';
import { lazyPart, useOpenedOnce, usePreloadOnIntent } from '../lazy-part/lazy-part';

export const NOTIFICATION_AUTO_CLOSE_MS = 2000;
export const NOTIFICATION_CLOSE_ANIMATION_MS = 300;

export interface NotificationBarProps {
  notification: Notification | null;
  /** Called once the bar has closed (auto-close after 2 s or the close button) and its 300 ms animation ran. */
  onDismiss(): void;
}

const part = lazyPart<NotificationBarProps>(() => import('./notification-bar-impl'));
export const preloadNotificationBar = part.preload;

/**
 * The transient notification bar (Radix Toast). Its code is fetched at the first touch or key on the
 * page, or with the first notification, so no page pays for it before it has something to say.
 */
export function NotificationBar(props: NotificationBarProps) {
  usePreloadOnIntent(part.preload);
  return useOpenedOnce(props.notification !== null) ? <part.Part {...props} /> : null;
}
