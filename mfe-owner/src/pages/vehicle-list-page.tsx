import { retryFromHeading } from '@qr/design-system';
import { vehiclesMessages } from '../features/vehicles/messages';
import { useVehicleList } from '../features/vehicles/use-vehicle-list';
import { VehicleListView } from '../features/vehicles/vehicle-list-view';
import { ownerPage } from './owner-page';

/** /vehicle-info: the user's vehicles. */
export default ownerPage({ messages: vehiclesMessages, backTo: '/admin' }, function VehicleList() {
  const { state, reload, resume } = useVehicleList();
  return <VehicleListView state={state} onRetry={retryFromHeading(reload)} onResume={resume} />;
});
