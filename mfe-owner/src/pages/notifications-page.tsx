import { retryFromHeading } from '@qr/design-system';
import { notificationsMessages } from '../features/notifications/messages';
import { NotificationsView } from '../features/notifications/notifications-view';
import { useNotifications } from '../features/notifications/use-notifications';
import { ownerPage } from './owner-page';

/** /notifications: the 10 most recent alerts across the user's vehicles. */
export default ownerPage({ messages: notificationsMessages, backTo: '/admin' }, function Notifications() {
  const { view, reload } = useNotifications();
  return <NotificationsView state={view} onRetry={retryFromHeading(reload)} />;
});
