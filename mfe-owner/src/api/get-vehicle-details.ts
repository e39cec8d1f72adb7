import { type VehicleDetailsResponse, vehicleDetailsResponse } from '@qr/contract';
import { type ApiClient, parseWith } from '@qr/runtime';

/** GET /vehicle/{id} (id = the sticker's uidString); a 404 means no such vehicle. */
export type VehicleDetails = VehicleDetailsResponse['vehicleResponse'];

export async function getVehicleDetails(api: ApiClient, vehicleId: string): Promise<VehicleDetailsResponse> {
  return parseWith(vehicleDetailsResponse, await api.get(`vehicle/${encodeURIComponent(vehicleId)}`).json());
}
