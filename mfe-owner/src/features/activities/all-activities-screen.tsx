import { Button, ButtonLink, EmptyState, ErrorState, retryFromHeading, Spinner } from 'shared-ui';
import { format, useLocale, useMessages } from 'shared-ui/i18n';
import { useServerData } from 'shared-ui/server-data';
import { getVehicleDetails } from '../../api/get-vehicle-details';
import { formatNumber } from '../formatting/format';
import { detailsFailureMessage } from '../vehicle-details/details-failure';
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
  const { state, reload } = useServerData(`vehicle/${vehicleId}`, async (api): Promise<AllActivitiesState> => {
    const details = await getVehicleDetails(api, vehicleId);
    return {
      activities: details.vehicleInformDataResponseList,
      vehicleNumber: details.vehicleResponse.registrationNumber,
    };
  });

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
        message={detailsFailureMessage(state.error, detailsTexts)}
        action={
          <>
            {state.error.status === 404 ? null : (
              <Button onClick={retryFromHeading(reload)}>{detailsTexts.tryAgain}</Button>
            )}
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
