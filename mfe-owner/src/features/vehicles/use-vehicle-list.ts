import { useCallback } from 'react';
import { toApiError, useApi, useNotify } from 'shared-ui';
import type { Vehicle } from 'shared-ui/contract';
import { getUserVehicles } from '../../api/get-user-vehicles';
import { RESUME_SERVICE_FAILED, RESUMED, resumeVehicle } from '../../api/resume-vehicle';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';

/** The user's vehicles and the Resume Service action of the Paused badge. */
export function useVehicleList() {
  const api = useApi();
  const notify = useNotify();
  const onUnauthorized = useUnauthorizedRedirect();
  const load = useCallback(() => getUserVehicles(api), [api]);
  const { state, reload, update } = useRequest(load, onUnauthorized);

  const resume = useCallback(
    async (vehicle: Vehicle): Promise<boolean> => {
      try {
        await resumeVehicle(api, vehicle.uidString);
        update((vehicles) => vehicles.map((v) => (v.uidString === vehicle.uidString ? { ...v, isPaused: false } : v)));
        notify('success', RESUMED);
        return true;
      } catch (raw) {
        if (!onUnauthorized(toApiError(raw))) notify('error', RESUME_SERVICE_FAILED);
        return false;
      }
    },
    [api, notify, onUnauthorized, update],
  );

  return { state, reload, resume };
}
