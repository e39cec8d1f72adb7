import type { ApiClient } from 'shared-ui/runtime';

/**
 * PUT /vehicle/resume/{id}: no body; success shows the resumed notice ('Failed to resume vehicle' from the
 * details page, 'Failed to resume vehicle service' from the list's Paused badge: see the catalogs).
 */
export async function resumeVehicle(api: ApiClient, vehicleId: string): Promise<void> {
  await api.put(`vehicle/resume/${encodeURIComponent(vehicleId)}`);
}
