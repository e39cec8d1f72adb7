import { useCallback } from 'react';
import { Button, ButtonLink, EmptyState, ErrorState, Spinner, useApi } from 'shared-ui';
import type { Inform } from 'shared-ui/contract';
import { getVehicleDetails, vehicleDetailsErrorMessage } from '../../api/get-vehicle-details';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';
import { ActivityList } from './activity-item';
import styles from './all-activities.module.css';
import type { AllActivitiesState } from './all-activities-state';

export function AllActivitiesList({ activities, vehicleNumber }: AllActivitiesState) {
  return (
    <>
      <p className={styles.summary}>
        <span className={styles.plate}>{vehicleNumber}</span>
        <span>
          {activities.length} {activities.length === 1 ? 'activity' : 'activities'}
        </span>
      </p>
      {activities.length ? (
        <ActivityList informs={activities} label="All activities" />
      ) : (
        <EmptyState title="No activity yet">Alerts and call requests for this vehicle will appear here.</EmptyState>
      )}
    </>
  );
}

/** A direct visit or a reload has no navigation state: load the vehicle's activities instead. */
export function LoadedAllActivities({ vehicleId }: { vehicleId: string }) {
  const api = useApi();
  const onUnauthorized = useUnauthorizedRedirect();
  const load = useCallback(async (): Promise<AllActivitiesState> => {
    const details = await getVehicleDetails(api, vehicleId);
    const activities: Inform[] = details.vehicleInformDataResponseList;
    return { activities, vehicleNumber: details.vehicleResponse.registrationNumber };
  }, [api, vehicleId]);
  const { state, reload } = useRequest(load, onUnauthorized);

  if (state.status === 'loading') {
    return (
      <div className={styles.centered}>
        <Spinner label="Loading activities" />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        message={vehicleDetailsErrorMessage(state.error)}
        action={
          <>
            {state.error.status === 404 ? null : <Button onClick={reload}>Try Again</Button>}
            <ButtonLink to="/vehicle-info" variant="secondary">
              Go Back
            </ButtonLink>
          </>
        }
      />
    );
  }
  return <AllActivitiesList {...state.data} />;
}
