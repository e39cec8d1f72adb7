import { CarIcon, EmptyState, ErrorState, Spinner } from 'shared-ui';
import type { Inform } from 'shared-ui/contract';
import { NO_VEHICLES_FOUND } from '../../api/get-notifications';
import { ActivityList } from '../activities/activity-item';
import styles from './notifications.module.css';

export type NotificationsViewState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'no-vehicles' }
  | { status: 'ready'; informs: Inform[] };

export function NotificationsView({ state, onRetry }: { state: NotificationsViewState; onRetry(): void }) {
  switch (state.status) {
    case 'loading':
      return (
        <div className={styles.centered}>
          <Spinner label="Loading notifications" />
        </div>
      );
    case 'error':
      return <ErrorState message={state.message} onRetry={onRetry} />;
    case 'no-vehicles':
      return (
        <EmptyState icon={<CarIcon />} title={NO_VEHICLES_FOUND}>
          Register a vehicle with a QR sticker to start receiving alerts.
        </EmptyState>
      );
    case 'ready':
      return state.informs.length ? (
        <>
          <p className={styles.caption}>The 10 most recent alerts and call requests across your vehicles.</p>
          <ActivityList informs={state.informs} showVehicle label="Notifications" />
        </>
      ) : (
        <EmptyState title="No notifications yet">
          Alerts and call requests about your vehicles will appear here.
        </EmptyState>
      );
  }
}
