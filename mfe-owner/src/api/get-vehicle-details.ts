import { type VehicleDetailsResponse, vehicleDetailsResponse } from 'shared-ui/contract';
import { type ApiClient, type ApiError, parseWith } from 'shared-ui/runtime';
import { type VehicleDetailsTexts, vehicleDetailsMessages } from '../features/vehicle-details/messages';

/** GET /vehicle/{id} (id = the sticker's uidString). */
export type VehicleDetails = VehicleDetailsResponse['vehicleResponse'];

export async function getVehicleDetails(api: ApiClient, vehicleId: string): Promise<VehicleDetailsResponse> {
  return parseWith(vehicleDetailsResponse, await api.get(`vehicle/${encodeURIComponent(vehicleId)}`).json());
}

/** 'Vehicle not found' on a 404, else 'Failed to fetch vehicle details' (in the page's language, given its texts). */
export function vehicleDetailsErrorMessage(
  error: ApiError,
  t: VehicleDetailsTexts = vehicleDetailsMessages.en,
): string {
  return error.status === 404 ? t.notFound : t.detailsFailed;
}
