import type { ApiClient } from '@qr/runtime';

/** PUT /vehicle/pause/{id}: no body; the response is not read. */
export async function pauseVehicle(api: ApiClient, vehicleId: string): Promise<void> {
  await api.put(`vehicle/pause/${encodeURIComponent(vehicleId)}`);
}
