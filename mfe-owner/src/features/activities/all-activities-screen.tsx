import type { Inform } from '@qr/contract';
import { EmptyState, VehicleNumber, WindowedList } from '@qr/design-system';
import type { ApiError } from '@qr/runtime';
import { format, useLocale, useMessages } from '@qr/runtime/i18n';
import { useSessionData } from '@qr/runtime/server-data';
import type { ReactNode } from 'react';
import { getVehicleDetails } from '../../api/get-vehicle-details';
import activityStyles from '../shared/activity-list/activities.module.css';
import { ActivityItem } from '../shared/activity-list/activity-item';
import type { AllActivitiesState } from '../shared/all-activities-hand-over';
import { formatNumber } from '../shared/formatting/format';
import { LoadingScreen } from '../shared/loading-screen';
import styles from './all-activities.module.css';
import { activitiesMessages } from './messages';

/** A row of three lines (reason, time, badges) on a phone, before it is measured. */
const ESTIMATED_ROW_PX = 104;
const informId = (inform: Inform) => inform.id;

/** The whole list, drawn a window at a time once it is long (2,000 rows cost what 20 do). */
export function AllActivitiesList({ activities, vehicleNumber }: AllActivitiesState) {
  const t = useMessages(activitiesMessages);
  const locale = useLocale();
  return (
    <>
      <p className={styles.summary}>
        <span className={styles.plate}>
          <VehicleNumber value={vehicleNumber} />
        </span>
        <span>
          {format(activities.length === 1 ? t.oneActivity : t.manyActivities, {
            count: formatNumber(activities.length, locale),
          })}
        </span>
      </p>
      {activities.length ? (
        <WindowedList
          className={activityStyles.list}
          aria-label={t.listLabel}
          items={activities}
          itemKey={informId}
          estimatedHeight={ESTIMATED_ROW_PX}
          renderItem={(inform, row) => <ActivityItem inform={inform} row={row} />}
        />
      ) : (
        <EmptyState title={t.noActivity}>{t.noActivityText}</EmptyState>
      )}
    </>
  );
}

/** A direct visit or a reload has no navigation state: load the vehicle's activities instead. */
export function LoadedAllActivities({
  vehicleId,
  failure,
}: {
  vehicleId: string;
  /** What the page shows when the vehicle cannot be read: the details page's own failure (the page composes it). */
  failure: (error: ApiError, reload: () => void) => ReactNode;
}) {
  const t = useMessages(activitiesMessages);
  const { state, reload } = useSessionData(`vehicle/${vehicleId}`, async (api): Promise<AllActivitiesState> => {
    const details = await getVehicleDetails(api, vehicleId);
    return {
      activities: details.vehicleInformDataResponseList,
      vehicleNumber: details.vehicleResponse.registrationNumber,
    };
  });

  if (state.status === 'loading') return <LoadingScreen label={t.loading} />;
  if (state.status === 'error') return failure(state.error, reload);
  return <AllActivitiesList {...state.data} />;
}
