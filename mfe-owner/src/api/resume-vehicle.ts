import type { ApiClient } from '@qr/runtime';

/** PUT /vehicle/resume/{id}: no body; the response is not read. */
export async function resumeVehicle(api: ApiClient, vehicleId: string): Promise<void> {
  await api.put(`vehicle/resume/${encodeURIComponent(vehicleId)}`);
}
