import { useCallback, useState } from 'react';
import { useSingleFlight } from 'shared-ui';
import type { Vehicle } from 'shared-ui/contract';
import { useMessages } from 'shared-ui/i18n';
import { toApiError, useNotify } from 'shared-ui/runtime';
import { getVehicleDetails } from '../../api/get-vehicle-details';
import { useOwnerApi } from '../../api/owner-api';
import { pauseVehicle } from '../../api/pause-vehicle';
import { resumeVehicle } from '../../api/resume-vehicle';
import { UPDATE_MESSAGES, updateVehicle } from '../../api/update-vehicle';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';
import { applyUpdate, buildUpdatePayload, type VehicleEdit } from './edit-validation';
import { vehicleDetailsMessages } from './messages';

/** Loads one vehicle and runs its edits, pause and resume with the spec's messages. */
export function useVehicleDetails(vehicleId: string) {
  const api = useOwnerApi();
  const notify = useNotify();
  const t = useMessages(vehicleDetailsMessages);
  const onUnauthorized = useUnauthorizedRedirect();
  /** Changes once per load of a paused vehicle: drives the scroll-and-highlight of Resume. */
  const [pausedLoad, setPausedLoad] = useState<number | null>(null);

  const load = useCallback(async () => {
    const details = await getVehicleDetails(api, vehicleId);
    setPausedLoad(details.vehicleResponse.isPaused ? Date.now() : null);
    return details;
  }, [api, vehicleId]);
  const { state, reload, update } = useRequest(load, onUnauthorized);

  const setPaused = useCallback(
    (isPaused: boolean) => update((d) => ({ ...d, vehicleResponse: { ...d.vehicleResponse, isPaused } })),
    [update],
  );

  const save = useCallback(
    async (vehicle: Vehicle | null, edit: VehicleEdit): Promise<boolean> => {
      if (!vehicle) {
        notify('error', t.dataUnavailable);
        return false;
      }
      const payload = buildUpdatePayload(vehicle, edit);
      try {
        await updateVehicle(api, vehicleId, payload);
        update((d) => ({ ...d, vehicleResponse: applyUpdate(d.vehicleResponse, payload) }));
        notify('success', t[UPDATE_MESSAGES[edit.field].done]);
        return true;
      } catch (raw) {
        const error = toApiError(raw);
        if (onUnauthorized(error)) return false;
        notify('error', error.status === 404 ? t.dataUnavailable : t[UPDATE_MESSAGES[edit.field].failed]);
        return false;
      }
    },
    [api, vehicleId, notify, onUnauthorized, update, t],
  );

  const pause = useCallback(async (): Promise<boolean> => {
    try {
      await pauseVehicle(api, vehicleId);
      setPaused(true);
      notify('success', t.pausedNotice);
      return true;
    } catch (raw) {
      if (!onUnauthorized(toApiError(raw))) notify('error', t.pauseFailed);
      return false;
    }
  }, [api, vehicleId, notify, onUnauthorized, setPaused, t]);

  // One PUT resume per tap on Resume Service, however fast the taps.
  const [resume, resuming] = useSingleFlight(async () => {
    try {
      await resumeVehicle(api, vehicleId);
      setPaused(false);
      notify('success', t.resumedNotice);
    } catch (raw) {
      if (!onUnauthorized(toApiError(raw))) notify('error', t.resumeFailed);
    }
  });

  return { state, reload, save, pause, resume, resuming, pausedLoad };
}
