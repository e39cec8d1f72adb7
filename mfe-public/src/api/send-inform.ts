import type { InformRequest, InformResponse } from '@qr/contract';
import { type ApiClient, ApiError, toApiError } from '@qr/runtime';

/**
 * POST vehicle/inform. docs/product.md §7: a 2xx is success whatever its body says, so a message never reads it (the
 * owner has been alerted; calling it a failure would invite a second alert). A call also needs
 * maskedOwnerContact from the body: a 2xx without one, or with a body that is not JSON, is a failed call
 * with no server message ('Failed to initiate call').
 */
export async function sendInform(
  api: ApiClient,
  request: InformRequest,
): Promise<Pick<InformResponse, 'maskedOwnerContact'>> {
  const response = await api.post('vehicle/inform', { json: request });
  if (!request.isContactOwner) return { maskedOwnerContact: null };
  const maskedOwnerContact = maskedContactOf(await response.json().catch(() => null));
  if (!maskedOwnerContact) throw new ApiError('http', null, null, 'Missing maskedOwnerContact');
  return { maskedOwnerContact };
}

function maskedContactOf(body: unknown): string | null {
  if (!body || typeof body !== 'object' || !('maskedOwnerContact' in body)) return null;
  return typeof body.maskedOwnerContact === 'string' && body.maskedOwnerContact ? body.maskedOwnerContact : null;
}

/** The API's answer when the 4 characters are not the last 4 of the sticker's vehicle number (docs/product.md §5). */
export const VEHICLE_CHARS_REFUSED = 'Vehicle number does not match';

/** Whether a failed inform was refused for its vehicle characters: the form marks the boxes, not only the notice. */
export function refusedVehicleChars(error: unknown): boolean {
  return toApiError(error).serverMessage === VEHICLE_CHARS_REFUSED;
}
