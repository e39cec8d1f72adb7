import type { RegistrationRequest } from '@qr/contract';
import type { ApiClient } from '@qr/runtime';

// docs/product.md §8: a failure shows the server's message, else 'Failed to register vehicle' (registration's catalog).

/** POST vehicle with the registration payload (authenticated: the token was just stored). */
export async function registerVehicle(api: ApiClient, request: RegistrationRequest): Promise<void> {
  await api.post('vehicle', { json: request });
}
