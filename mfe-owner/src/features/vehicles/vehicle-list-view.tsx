import type { Vehicle } from '@qr/contract';
import { ErrorState, WindowedList } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ServerData } from '@qr/runtime/server-data';
import { useSingleFlight } from '@qr/runtime/single-flight';
import { useState } from 'react';
import { LoadingScreen } from '../shared/loading-screen';
import { BadgeDialog } from './badge-dialog';
import type { BadgeKind } from './badge-info';
import { EmptyVehicles } from './empty-vehicles';
import { vehiclesMessages } from './messages';
import { VehicleCard } from './vehicle-card';
import styles from './vehicles.module.css';

export interface VehicleListViewProps {
  state: ServerData<Vehicle[]>;
  onRetry(): void;
  /** Resolves true when the vehicle was resumed. */
  onResume(vehicle: Vehicle): Promise<boolean>;
}

/** A card (number, caption, a row of badges) on a phone, before it is measured. */
const ESTIMATED_CARD_PX = 150;
const vehicleUid = (vehicle: Vehicle) => vehicle.uidString;

export function VehicleListView({ state, onRetry, onResume }: VehicleListViewProps) {
  const t = useMessages(vehiclesMessages);
  const [dialog, setDialog] = useState<{ kind: BadgeKind; vehicle: Vehicle } | null>(null);
  // One PUT resume per tap on Resume Service, however fast the taps.
  const [resume, resuming] = useSingleFlight(async (vehicle: Vehicle) => {
    if (await onResume(vehicle)) setDialog(null);
  });

  if (state.status === 'loading') return <LoadingScreen label={t.loading} />;
  if (state.status === 'error') return <ErrorState message={t.listFailed} onRetry={onRetry} />;
  if (state.data.length === 0) return <EmptyVehicles />;

  return (
    <>
      <WindowedList
        className={styles.list}
        aria-label={t.listLabel}
        items={state.data}
        itemKey={vehicleUid}
        estimatedHeight={ESTIMATED_CARD_PX}
        renderItem={(vehicle, row) => (
          <li {...row}>
            <VehicleCard vehicle={vehicle} onBadge={(kind) => setDialog({ kind, vehicle })} />
          </li>
        )}
      />
      <BadgeDialog
        open={dialog}
        onClose={() => setDialog(null)}
        onResume={(vehicle) => void resume(vehicle)}
        resuming={resuming}
      />
    </>
  );
}
