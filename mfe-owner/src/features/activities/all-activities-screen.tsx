import { useCallback } from 'react';
import { Button, ButtonLink, EmptyState, ErrorState, Spinner } from 'shared-ui';
import type { Inform } from 'shared-ui/contract';
import { format, useLocale, useMessages } from 'shared-ui/i18n';
import { getVehicleDetails, vehicleDetailsErrorMessage } from '../../api/get-vehicle-details';
import { useOwnerApi } from '../../api/owner-api';
import { formatNumber } from '../formatting/format';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';
import { vehicleDetailsMessages } from '../vehicle-details/messages';
import { ActivityList } from './activity-item';
import styles from './all-activities.module.css';
import type { AllActivitiesState } from './all-activities-state';
import { activitiesMessages } from './messages';

export function AllActivitiesList({ activities, vehicleNumber }: AllActivitiesState) {
  const t = useMessages(activitiesMessages);
  const locale = useLocale();
  return (
    <>
      <p className={styles.summary}>
        <span className={styles.plate}>{vehicleNumber}</span>
        <span>
          {format(activities.length === 1 ? t.oneActivity : t.manyActivities, {
            count: formatNumber(activities.length, locale),
          })}
        </span>
      </p>
      {activities.length ? (
        <ActivityList informs={activities} label={t.listLabel} />
      ) : (
        <EmptyState title={t.noActivity}>{t.noActivityText}</EmptyState>
      )}
    </>
  );
}

/** A direct visit or a reload has no navigation state: load the vehicle's activities instead. */
export function LoadedAllActivities({ vehicleId }: { vehicleId: string }) {
  const t = useMessages(activitiesMessages);
  const detailsTexts = useMessages(vehicleDetailsMessages);
  const api = useOwnerApi();
  const onUnauthorized = useUnauthorizedRedirect();
  const load = useCallback(async (): Promise<AllActivitiesState> => {
    const details = await getVehicleDetails(api, vehicleId);
    const activities: Inform[] = details.vehicleInformDataResponseList;
    return { activities, vehicleNumber: details.vehicleResponse.registrationNumber };
  }, [api, vehicleId]);
  const { state, reload } = useRequest(load, onUnauthorized);

  if (state.status === 'loading') {
    return (
      <div className={styles.centered} data-loading-screen>
        <Spinner label={t.loading} />
      </div>
    );
  }
  if (state.status === 'error') {
    return (
      <ErrorState
        message={vehicleDetailsErrorMessage(state.error, detailsTexts)}
        action={
          <>
            {state.error.status === 404 ? null : <Button onClick={reload}>{detailsTexts.tryAgain}</Button>}
            <ButtonLink to="/vehicle-info" variant="secondary">
              {detailsTexts.goBack}
            </ButtonLink>
          </>
        }
      />
    );
  }
  return <AllActivitiesList {...state.data} />;
}
