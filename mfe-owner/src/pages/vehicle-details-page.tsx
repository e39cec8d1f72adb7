import { useParams } from 'react-router-dom';
import { vehicleDetailsMessages } from '../features/vehicle-details/messages';
import { MissingVehicleId, VehicleDetailsScreen } from '../features/vehicle-details/vehicle-details-screen';
import { ownerPage } from './owner-page';

/** /vehicle-details/{vehicleId}: one vehicle (the id is its sticker uidString). */
export default ownerPage(
  { messages: vehicleDetailsMessages, backTo: '/vehicle-info', width: 'wide' },
  function VehicleDetails() {
    const vehicleId = useParams().vehicleId?.trim() ?? '';
    return vehicleId ? <VehicleDetailsScreen key={vehicleId} vehicleId={vehicleId} /> : <MissingVehicleId />;
  },
);
