import { useParams } from 'react-router-dom';
import { PageHeader, PageLayout } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { OwnerOnly } from '../features/session/owner-only';
import { vehicleDetailsMessages } from '../features/vehicle-details/messages';
import { MissingVehicleId, VehicleDetailsScreen } from '../features/vehicle-details/vehicle-details-screen';

/** /vehicle-details/{vehicleId}: one vehicle (the id is its sticker uidString). */
export default function VehicleDetailsPage() {
  return (
    <OwnerOnly>
      <VehicleDetails />
    </OwnerOnly>
  );
}

function VehicleDetails() {
  const t = useMessages(vehicleDetailsMessages);
  const vehicleId = useParams().vehicleId?.trim() ?? '';
  return (
    <PageLayout width="wide">
      <PageHeader title={t.pageTitle} backTo="/vehicle-info" />
      {vehicleId ? <VehicleDetailsScreen key={vehicleId} vehicleId={vehicleId} /> : <MissingVehicleId />}
    </PageLayout>
  );
}
