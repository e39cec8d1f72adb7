import { PageHeader, PageLayout, useMessages } from 'shared-ui';
import { vehiclesMessages } from '../features/vehicles/messages';
import { useVehicleList } from '../features/vehicles/use-vehicle-list';
import { VehicleListView } from '../features/vehicles/vehicle-list-view';

/** /vehicle-info: the user's vehicles. */
export default function VehicleListPage() {
  const t = useMessages(vehiclesMessages);
  const { state, reload, resume } = useVehicleList();
  return (
    <PageLayout width="content">
      <PageHeader title={t.pageTitle} backTo="/admin" />
      <VehicleListView state={state} onRetry={reload} onResume={resume} />
    </PageLayout>
  );
}
