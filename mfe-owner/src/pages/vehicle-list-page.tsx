import { PageHeader, PageLayout } from 'shared-ui';
import { useVehicleList } from '../features/vehicles/use-vehicle-list';
import { VehicleListView } from '../features/vehicles/vehicle-list-view';

/** /vehicle-info: the user's vehicles. */
export default function VehicleListPage() {
  const { state, reload, resume } = useVehicleList();
  return (
    <PageLayout width="wide">
      <PageHeader title="My Vehicles" backTo="/admin" />
      <VehicleListView state={state} onRetry={reload} onResume={resume} />
    </PageLayout>
  );
}
