import { PageHeader, PageLayout } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { AllActivitiesList, LoadedAllActivities } from '../features/activities/all-activities-screen';
import { activitiesMessages } from '../features/activities/messages';
import { readAllActivitiesState, releaseActivities } from '../features/shared/all-activities-hand-over';
import { OwnerOnly } from '../features/shared/session/owner-only';
import { MissingVehicleId } from '../features/vehicle-details/vehicle-details-screen';
import { VehicleNotLoaded } from '../features/vehicle-details/vehicle-not-loaded';

/** /vehicle-details/{vehicleId}/all-activities: the full list, from navigation state or loaded. */
export default function AllActivitiesPage() {
  return (
    <OwnerOnly>
      <AllActivities key={useParams().vehicleId} />
    </OwnerOnly>
  );
}

function AllActivities() {
  const t = useMessages(activitiesMessages);
  const vehicleId = useParams().vehicleId?.trim() ?? '';
  const navigationState = useLocation().state;
  const [fromDetails] = useState(() => readAllActivitiesState(vehicleId, navigationState));
  useEffect(() => releaseActivities, []);
  const content = fromDetails ? (
    <AllActivitiesList {...fromDetails} />
  ) : vehicleId ? (
    <LoadedAllActivities
      vehicleId={vehicleId}
      failure={(error, reload) => <VehicleNotLoaded error={error} reload={reload} />}
    />
  ) : (
    <MissingVehicleId />
  );
  return (
    <PageLayout width="content">
      <PageHeader
        title={t.pageTitle}
        backTo={vehicleId ? `/vehicle-details/${encodeURIComponent(vehicleId)}` : '/vehicle-info'}
      />
      {content}
    </PageLayout>
  );
}
