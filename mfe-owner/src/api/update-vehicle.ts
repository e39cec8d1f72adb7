import type { UpdateRequest } from 'shared-ui/contract';
import type { ApiClient } from 'shared-ui/runtime';
import type { VehicleDetailsTexts } from '../features/vehicle-details/messages';

/** PUT /vehicle/update-info/{id}: the response body is not read. */
export type UpdateField = 'registrationNumber' | 'alternateContact' | 'emergencyContact';

/** The notices of each edit, in the catalog of the vehicle details. */
export const UPDATE_MESSAGES: Record<
  UpdateField,
  { failed: keyof VehicleDetailsTexts; done: keyof VehicleDetailsTexts }
> = {
  registrationNumber: { failed: 'numberUpdateFailed', done: 'numberUpdated' },
  alternateContact: { failed: 'alternateUpdateFailed', done: 'alternateUpdated' },
  emergencyContact: { failed: 'emergencyUpdateFailed', done: 'emergencyUpdated' },
};

export async function updateVehicle(api: ApiClient, vehicleId: string, payload: UpdateRequest): Promise<void> {
  await api.put(`vehicle/update-info/${encodeURIComponent(vehicleId)}`, { json: payload });
}
