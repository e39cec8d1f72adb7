import type { UpdateRequest } from '@qr/contract';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSessionAction, useSessionData } from '@qr/runtime/server-data';
import { useState } from 'react';
import { getVehicleDetails } from '../../api/get-vehicle-details';
import { pauseVehicle } from '../../api/pause-vehicle';
import { resumeVehicle } from '../../api/resume-vehicle';
import { applyUpdate } from './edit-validation';
import { vehicleDetailsMessages } from './messages';

/** Loads one vehicle and runs its pause and resume with the spec's messages; takes in its saved edits. */
export function useVehicleDetails(vehicleId: string) {
  const notify = useNotify();
  const t = useMessages(vehicleDetailsMessages);
  /** Changes once per load of a paused vehicle: drives the scroll-and-highlight of Resume. */
  const [pausedLoad, setPausedLoad] = useState<number | null>(null);

  const { state, reload, update } = useSessionData(`vehicle/${vehicleId}`, async (api) => {
    const details = await getVehicleDetails(api, vehicleId);
    setPausedLoad(details.vehicleResponse.isPaused ? Date.now() : null);
    return details;
  });
  const setPaused = (isPaused: boolean) =>
    update((d) => ({ ...d, vehicleResponse: { ...d.vehicleResponse, isPaused } }));

  /** A saved edit (the edit dialogs send it themselves, useEditForm). */
  const saved = (payload: UpdateRequest) =>
    update((d) => ({ ...d, vehicleResponse: applyUpdate(d.vehicleResponse, payload) }));

  const { run: pause } = useSessionAction(
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
  const { run: resume, pending: resuming } = useSessionAction(
    (api) => resumeVehicle(api, vehicleId),
    (result) => {
      if (result.ok) {
        setPaused(false);
        notify('success', t.resumedNotice);
      } else if (!result.sessionEnded) notify('error', t.resumeFailed);
    },
  );

  return { state, reload, saved, pause, resume, resuming, pausedLoad };
}
