import { useParams } from 'react-router-dom';
import { PageHeader, PageLayout } from 'shared-ui';
import { MissingVehicleId, VehicleDetailsScreen } from '../features/vehicle-details/vehicle-details-screen';

/** /vehicle-details/{vehicleId}: one vehicle (the id is its sticker uidString). */
export default function VehicleDetailsPage() {
  const vehicleId = useParams().vehicleId?.trim() ?? '';
  return (
    <PageLayout width="wide">
      <PageHeader title="Vehicle Details" backTo="/vehicle-info" />
      {vehicleId ? <VehicleDetailsScreen key={vehicleId} vehicleId={vehicleId} /> : <MissingVehicleId />}
    </PageLayout>
  );
}
