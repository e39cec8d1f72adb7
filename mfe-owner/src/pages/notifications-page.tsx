import { PageHeader, PageLayout } from 'shared-ui';
import { NotificationsView } from '../features/notifications/notifications-view';
import { useNotifications } from '../features/notifications/use-notifications';

/** /notifications: the 10 most recent alerts across the user's vehicles. */
export default function NotificationsPage() {
  const { view, reload } = useNotifications();
  return (
    <PageLayout width="content">
      <PageHeader title="Notifications" backTo="/admin" />
      <NotificationsView state={view} onRetry={reload} />
    </PageLayout>
  );
}
