import { useEffect, useState } from 'react';
import { lazyPart, useOpenedOnce, usePreloadOnIntent } from '../lazy-part/lazy-part';
import { PlainNotificationBar } from './notification-bar-plain';
import type { NotificationBarProps } from './notification-bar-props';

export {
  NOTIFICATION_AUTO_CLOSE_MS,
  NOTIFICATION_CLOSE_ANIMATION_MS,
  type NotificationBarProps,
} from './notification-bar-props';

const part = lazyPart<NotificationBarProps>(() => import('./notification-bar-impl'));
export const preloadNotificationBar = part.preload;

/**
 * The transient notification bar (Radix Toast). Its code is fetched at the first touch or key on the
 * page, or with the first notification, so no page pays for it before it has something to say.
 *
 * Notices show whatever the network does: one that arrives before that code (say the link dropped before
 * the first tap) is shown to its end by the plain bar, and each new notice fetches the code again.
 */
export function NotificationBar(props: NotificationBarProps) {
  usePreloadOnIntent(part.preload);
  const loaded = part.useLoaded();
  const opened = useOpenedOnce(props.notification !== null);
  const id = props.notification?.id ?? null;

  useEffect(() => {
    if (id !== null) void part.preload();
  }, [id]);

  // The notice the plain bar took on, because it came before the code.
  const [plainId, setPlainId] = useState<number | null>(null);
  if (id !== null && !loaded && plainId !== id) setPlainId(id);

  if (id !== null && id === plainId) return <PlainNotificationBar key={id} {...props} />;
  return opened && loaded ? <part.Part {...props} /> : null;
}
