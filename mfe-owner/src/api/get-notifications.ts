import { type ApiClient, ApiError, parseWith } from 'shared-ui';
import { type Inform, informsResponse } from 'shared-ui/contract';

/** GET /vehicle/informs: content is the 10 most recent informs across the user's vehicles. */
export const NOTIFICATIONS_FAILED = 'Failed to fetch notifications';
export const NOTIFICATIONS_SERVER_ERROR = 'Something went wrong';
export const NOTIFICATIONS_BAD_FORMAT = 'Invalid response format';
export const NO_VEHICLES_FOUND = 'No vehicles found';
export const NOTIFICATIONS_SHOWN = 10;

export async function getNotifications(api: ApiClient): Promise<Inform[]> {
  const body: unknown = await api.get('vehicle/informs').json();
  const content = body && typeof body === 'object' && 'content' in body ? body.content : undefined;
  if (!Array.isArray(content)) throw new ApiError('format', null, null, NOTIFICATIONS_BAD_FORMAT);
  return parseWith(informsResponse, body).content.slice(0, NOTIFICATIONS_SHOWN);
}

/** docs/product.md §8: 400 shows the server's message, 500 a generic one, a bad body the format one. */
export function notificationsErrorMessage(error: ApiError): string {
  if (error.kind === 'format') return NOTIFICATIONS_BAD_FORMAT;
  if (error.status === 400) return error.serverMessage ?? NOTIFICATIONS_FAILED;
  if (error.status === 500) return NOTIFICATIONS_SERVER_ERROR;
  return NOTIFICATIONS_FAILED;
}
