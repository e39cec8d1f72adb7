import { type Vehicle, vehicleListResponse } from '@qr/contract';
import { type ApiClient, parseWith } from '@qr/runtime';

/** GET /vehicle/user-portal-info */
export async function getUserVehicles(api: ApiClient): Promise<Vehicle[]> {
  return parseWith(vehicleListResponse, await api.get('vehicle/user-portal-info').json()).userVehicles;
}
