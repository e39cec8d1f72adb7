import type { Vehicle } from '@qr/contract';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSessionAction, useSessionData } from '@qr/runtime/server-data';
import { getUserVehicles } from '../../api/get-user-vehicles';
import { resumeVehicle } from '../../api/resume-vehicle';
import { vehiclesMessages } from './messages';

/** The user's vehicles and the Resume Service action of the Paused badge. */
export function useVehicleList() {
  const notify = useNotify();
  const t = useMessages(vehiclesMessages);
  const { state, reload, update } = useSessionData('vehicle/user-portal-info', getUserVehicles);
  const { run: resume } = useSessionAction(
    (api, vehicle: Vehicle) => resumeVehicle(api, vehicle.uidString),
    (result, vehicle): boolean => {
      if (result.ok) {
        update((vehicles) => vehicles.map((v) => (v.uidString === vehicle.uidString ? { ...v, isPaused: false } : v)));
        notify('success', t.resumed);
      } else if (!result.sessionEnded) notify('error', t.resumeServiceFailed);
      return result.ok;
    },
  );
  return { state, reload, resume };
}
