import type { Inform } from '@qr/contract';
import { ButtonLink, CarIcon, EmptyState, ErrorState } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { ActivityList } from '../shared/activity-list/activity-item';
import { LoadingScreen } from '../shared/loading-screen';
import { notificationsMessages } from './messages';
import styles from './notifications.module.css';

export type NotificationsViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'no-vehicles' }
  | { status: 'ready'; informs: Inform[] };

export function NotificationsView({ state, onRetry }: { state: NotificationsViewState; onRetry(): void }) {
  const t = useMessages(notificationsMessages);
  switch (state.status) {
    case 'loading':
      return <LoadingScreen label={t.loading} />;
    case 'error':
      return <ErrorState message={state.message} onRetry={onRetry} />;
    case 'no-vehicles':
      return (
        <EmptyState
          icon={<CarIcon />}
          title={t.noVehicles}
          action={<ButtonLink to="/howtouse">{t.addVehicleHowTo}</ButtonLink>}
        >
          {t.noVehiclesText}
        </EmptyState>
      );
    case 'ready':
      return state.informs.length ? (
        <>
          <p className={styles.caption}>{t.caption}</p>
          <ActivityList informs={state.informs} showVehicle label={t.listLabel} />
        </>
      ) : (
        <EmptyState title={t.empty}>{t.emptyText}</EmptyState>
      );
  }
}
