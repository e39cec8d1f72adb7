import { useState } from 'react';
import type { UpdateRequest, Vehicle } from 'shared-ui/contract';
import { useMessages } from 'shared-ui/i18n';
import { useNotify } from 'shared-ui/runtime';
import { useServerAction, useServerData } from 'shared-ui/server-data';
import { getVehicleDetails } from '../../api/get-vehicle-details';
import { pauseVehicle } from '../../api/pause-vehicle';
import { resumeVehicle } from '../../api/resume-vehicle';
import { type UpdateField, updateVehicle } from '../../api/update-vehicle';
import { UPDATE_NOTICES } from './details-failure';
import { applyUpdate, buildUpdatePayload, type VehicleEdit } from './edit-validation';
import { vehicleDetailsMessages } from './messages';

/** Loads one vehicle and runs its edits, pause and resume with the spec's messages. */
export function useVehicleDetails(vehicleId: string) {
  const notify = useNotify();
  const t = useMessages(vehicleDetailsMessages);
  /** Changes once per load of a paused vehicle: drives the scroll-and-highlight of Resume. */
  const [pausedLoad, setPausedLoad] = useState<number | null>(null);

  const { state, reload, update } = useServerData(`vehicle/${vehicleId}`, async (api) => {
    const details = await getVehicleDetails(api, vehicleId);
    setPausedLoad(details.vehicleResponse.isPaused ? Date.now() : null);
    return details;
  });
  const setPaused = (isPaused: boolean) =>
    update((d) => ({ ...d, vehicleResponse: { ...d.vehicleResponse, isPaused } }));

  const { run: sendUpdate } = useServerAction(
    (api, payload: UpdateRequest, _field: UpdateField) => updateVehicle(api, vehicleId, payload),
    (result, payload, field): boolean => {
      if (result.ok) {
        update((d) => ({ ...d, vehicleResponse: applyUpdate(d.vehicleResponse, payload) }));
        notify('success', t[UPDATE_NOTICES[field].done]);
      } else if (!result.sessionEnded) {
        notify('error', result.error.status === 404 ? t.dataUnavailable : t[UPDATE_NOTICES[field].failed]);
      }
      return result.ok;
    },
  );

  const save = async (vehicle: Vehicle | null, edit: VehicleEdit): Promise<boolean> => {
    if (vehicle) return sendUpdate(buildUpdatePayload(vehicle, edit), edit.field);
    notify('error', t.dataUnavailable);
    return false;
  };

  const { run: pause } = useServerAction(
    (api) => pauseVehicle(api, vehicleId),
    (result): boolean => {
      if (result.ok) {
        setPaused(true);
        notify('success', t.pausedNotice);
      } else if (!result.sessionEnded) notify('error', t.pauseFailed);
      return result.ok;
    },
  );

  // One PUT resume per tap on Resume Service, however fast the taps.
  const { run: resume, pending: resuming } = useServerAction(
    (api) => resumeVehicle(api, vehicleId),
    (result) => {
      if (result.ok) {
        setPaused(false);
        notify('success', t.resumedNotice);
      } else if (!result.sessionEnded) notify('error', t.resumeFailed);
    },
  );

  return { state, reload, save, pause, resume, resuming, pausedLoad };
}
