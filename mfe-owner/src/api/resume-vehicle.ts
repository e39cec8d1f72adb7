import type { ApiClient } from 'shared-ui';

/** PUT /vehicle/resume/{id}: no body; success shows the resumed notice. */
export const RESUMED = 'Vehicle service resumed successfully';
/** From the vehicle details page. */
export const RESUME_FAILED = 'Failed to resume vehicle';
/** From the Paused badge of the vehicle list. */
export const RESUME_SERVICE_FAILED = 'Failed to resume vehicle service';

export async function resumeVehicle(api: ApiClient, vehicleId: string): Promise<void> {
  await api.put(`vehicle/resume/${encodeURIComponent(vehicleId)}`);
}
