import type { ApiClient } from 'shared-ui';
import type { RegistrationRequest } from 'shared-ui/contract';

export const REGISTRATION_FAILED = 'Failed to register vehicle';

/** POST vehicle with the registration payload (authenticated: the token was just stored). */
export async function registerVehicle(api: ApiClient, request: RegistrationRequest): Promise<void> {
  await api.post('vehicle', { json: request });
}
