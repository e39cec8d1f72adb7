import { type ApiClient, type ApiError, parseWith } from 'shared-ui';
import { type VehicleDetailsResponse, vehicleDetailsResponse } from 'shared-ui/contract';

/** GET /vehicle/{id} (id = the sticker's uidString). */
export const VEHICLE_ID_MISSING = 'Vehicle ID not provided';
export const VEHICLE_DETAILS_FAILED = 'Failed to fetch vehicle details';
export const VEHICLE_NOT_FOUND = 'Vehicle not found';

export type VehicleDetails = VehicleDetailsResponse['vehicleResponse'];

export async function getVehicleDetails(api: ApiClient, vehicleId: string): Promise<VehicleDetailsResponse> {
  return parseWith(vehicleDetailsResponse, await api.get(`vehicle/${encodeURIComponent(vehicleId)}`).json());
}

export function vehicleDetailsErrorMessage(error: ApiError): string {
  return error.status === 404 ? VEHICLE_NOT_FOUND : VEHICLE_DETAILS_FAILED;
}
