import { PageHeader, PageLayout } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { notificationsMessages } from '../features/notifications/messages';
import { NotificationsView } from '../features/notifications/notifications-view';
import { useNotifications } from '../features/notifications/use-notifications';
import { OwnerOnly } from '../features/session/owner-only';

/** /notifications: the 10 most recent alerts across the user's vehicles. */
export default function NotificationsPage() {
  return (
    <OwnerOnly>
      <Notifications />
    </OwnerOnly>
  );
}

function Notifications() {
  const t = useMessages(notificationsMessages);
  const { view, reload } = useNotifications();
  return (
    <PageLayout width="content">
      <PageHeader title={t.pageTitle} backTo="/admin" />
      <NotificationsView state={view} onRetry={reload} />
    </PageLayout>
  );
}
