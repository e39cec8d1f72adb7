import type { ApiClient } from 'shared-ui';
import type { RegistrationRequest } from 'shared-ui/contract';
import { apiMessages } from './messages';

export const REGISTRATION_FAILED = apiMessages.en.registrationFailed;

/** POST vehicle with the registration payload (authenticated: the token was just stored). */
export async function registerVehicle(api: ApiClient, request: RegistrationRequest): Promise<void> {
  await api.post('vehicle', { json: request });
}
