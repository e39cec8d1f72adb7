import type { ApiClient } from 'shared-ui';

/** PUT /vehicle/pause/{id}: no body; the response is not read. */
export const PAUSE_FAILED = 'Failed to pause vehicle';
export const PAUSED = 'Vehicle paused for 24 hours';

export async function pauseVehicle(api: ApiClient, vehicleId: string): Promise<void> {
  await api.put(`vehicle/pause/${encodeURIComponent(vehicleId)}`);
}
