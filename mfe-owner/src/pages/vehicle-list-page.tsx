import { PageHeader, PageLayout } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { OwnerOnly } from '../features/session/owner-only';
import { vehiclesMessages } from '../features/vehicles/messages';
import { useVehicleList } from '../features/vehicles/use-vehicle-list';
import { VehicleListView } from '../features/vehicles/vehicle-list-view';

/** /vehicle-info: the user's vehicles. */
export default function VehicleListPage() {
  return (
    <OwnerOnly>
      <VehicleList />
    </OwnerOnly>
  );
}

function VehicleList() {
  const t = useMessages(vehiclesMessages);
  const { state, reload, resume } = useVehicleList();
  return (
    <PageLayout width="content">
      <PageHeader title={t.pageTitle} backTo="/admin" />
      <VehicleListView state={state} onRetry={reload} onResume={resume} />
    </PageLayout>
  );
}
