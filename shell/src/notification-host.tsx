import { useAtom } from 'jotai';
import { NotificationBar, notificationAtom, useMessages } from 'shared-ui';
import { routingMessages } from './routing/messages';

/** The one notification bar of the site; remotes drive it through shared-ui's useNotify(). */
export function NotificationHost() {
  const [notification, setNotification] = useAtom(notificationAtom);
  const t = useMessages(routingMessages);
  const labels = { close: t.closeNotification, region: t.notifications };
  return <NotificationBar notification={notification} onDismiss={() => setNotification(null)} labels={labels} />;
}
