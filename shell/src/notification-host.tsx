import { useAtomValue, useSetAtom } from 'jotai';
import { NotificationBar } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { dismissNotificationAtom, notificationAtom } from 'shared-ui/runtime';
import { shellMessages } from './status/shell-messages';

/** The one notification bar of the site; remotes drive it through shared-ui's useNotify(). */
export function NotificationHost() {
  const notification = useAtomValue(notificationAtom);
  // Removes the notice that closed, never a newer one that replaced it meanwhile.
  const dismiss = useSetAtom(dismissNotificationAtom);
  const t = useMessages(shellMessages);
  const labels = { close: t.closeNotification, region: t.notifications, notice: t.notification };
  return <NotificationBar notification={notification} onDismiss={dismiss} labels={labels} />;
}
