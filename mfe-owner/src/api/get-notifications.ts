import { type Inform, informsResponse } from '@qr/contract';
import { type ApiClient, ApiError, parseWith } from '@qr/runtime';

/** GET /vehicle/informs: content is the 10 most recent informs across the user's vehicles. */
export const NOTIFICATIONS_SHOWN = 10;
/** The server's answer (400) when the user has no vehicle: an empty state, not a failure. */
const NO_VEHICLES_FOUND = 'No vehicles found';

export async function getNotifications(api: ApiClient): Promise<Inform[]> {
  const body: unknown = await api.get('vehicle/informs').json();
  const content = body && typeof body === 'object' && 'content' in body ? body.content : undefined;
  if (!Array.isArray(content)) throw new ApiError('format', null, null, 'content is not a list');
  return parseWith(informsResponse, body).content.slice(0, NOTIFICATIONS_SHOWN);
}

/**
 * What a failure of the call means (docs/product.md §8): no vehicles (an empty state), a body of the wrong
 * format, a 400 with the server's message, a 500, or any other failure.
 */
export type NotificationsFailure = 'no-vehicles' | 'bad-format' | 'server-message' | 'server-error' | 'failed';

export function notificationsFailure(error: ApiError): NotificationsFailure {
  if (error.kind === 'format') return 'bad-format';
  if (error.status === 400 && error.serverMessage === NO_VEHICLES_FOUND) return 'no-vehicles';
  if (error.status === 400 && error.serverMessage) return 'server-message';
  if (error.status === 500) return 'server-error';
  return 'failed';
}
