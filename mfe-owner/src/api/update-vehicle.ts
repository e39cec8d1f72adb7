import type { ApiClient } from 'shared-ui';
import type { UpdateRequest } from 'shared-ui/contract';

/** PUT /vehicle/update-info/{id}: the response body is not read. */
export const UPDATE_MESSAGES = {
  registrationNumber: { failed: 'Failed to update registration number', done: 'Vehicle number updated successfully' },
  alternateContact: { failed: 'Failed to update alternate contact', done: 'Alternate contact updated successfully' },
  emergencyContact: { failed: 'Failed to update emergency contact', done: 'Emergency contact updated successfully' },
} as const;
export type UpdateField = keyof typeof UPDATE_MESSAGES;

/** Shown when the vehicle the edit was made from is no longer available (not loaded, or gone: 404). */
export const VEHICLE_DATA_UNAVAILABLE = 'Vehicle data not available';

export async function updateVehicle(api: ApiClient, vehicleId: string, payload: UpdateRequest): Promise<void> {
  await api.put(`vehicle/update-info/${encodeURIComponent(vehicleId)}`, { json: payload });
}
