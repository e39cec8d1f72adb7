import type { UpdateRequest } from '@qr/contract';
import type { ApiClient } from '@qr/runtime';

/** PUT /vehicle/update-info/{id}: the response body is not read; a 404 means the vehicle is gone. */
export type UpdateField = 'registrationNumber' | 'alternateContact' | 'emergencyContact';

export async function updateVehicle(api: ApiClient, vehicleId: string, payload: UpdateRequest): Promise<void> {
  await api.put(`vehicle/update-info/${encodeURIComponent(vehicleId)}`, { json: payload });
}
