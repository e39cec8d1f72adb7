import { useCallback } from 'react';
import type { Vehicle } from 'shared-ui/contract';
import { useMessages } from 'shared-ui/i18n';
import { toApiError, useNotify } from 'shared-ui/runtime';
import { getUserVehicles } from '../../api/get-user-vehicles';
import { useOwnerApi } from '../../api/owner-api';
import { resumeVehicle } from '../../api/resume-vehicle';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';
import { vehiclesMessages } from './messages';

/** The user's vehicles and the Resume Service action of the Paused badge. */
export function useVehicleList() {
  const api = useOwnerApi();
  const notify = useNotify();
  const t = useMessages(vehiclesMessages);
  const onUnauthorized = useUnauthorizedRedirect();
  const load = useCallback(() => getUserVehicles(api), [api]);
  const { state, reload, update } = useRequest(load, onUnauthorized);

  const resume = useCallback(
    async (vehicle: Vehicle): Promise<boolean> => {
      try {
        await resumeVehicle(api, vehicle.uidString);
        update((vehicles) => vehicles.map((v) => (v.uidString === vehicle.uidString ? { ...v, isPaused: false } : v)));
        notify('success', t.resumed);
        return true;
      } catch (raw) {
        if (!onUnauthorized(toApiError(raw))) notify('error', t.resumeServiceFailed);
        return false;
      }
    },
    [api, notify, onUnauthorized, update, t],
  );

  return { state, reload, resume };
}
