import { useAtom } from 'jotai';
import { NotificationBar, notificationAtom } from 'shared-ui';

/** The one notification bar of the site; remotes drive it through shared-ui's useNotify(). */
export function NotificationHost() {
  const [notification, setNotification] = useAtom(notificationAtom);
  return <NotificationBar notification={notification} onDismiss={() => setNotification(null)} />;
}
