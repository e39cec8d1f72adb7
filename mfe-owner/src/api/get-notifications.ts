import { type Inform, informsResponse } from 'shared-ui/contract';
import { type ApiClient, ApiError, parseWith } from 'shared-ui/runtime';
import { type NotificationsTexts, notificationsMessages } from '../features/notifications/messages';

/** GET /vehicle/informs: content is the 10 most recent informs across the user's vehicles. */
export const NOTIFICATIONS_SHOWN = 10;
/** The server's answer (400) when the user has no vehicle: an empty state, not a failure. */
export const NO_VEHICLES_FOUND = notificationsMessages.en.noVehicles;

export async function getNotifications(api: ApiClient): Promise<Inform[]> {
  const body: unknown = await api.get('vehicle/informs').json();
  const content = body && typeof body === 'object' && 'content' in body ? body.content : undefined;
  if (!Array.isArray(content)) throw new ApiError('format', null, null, notificationsMessages.en.badFormat);
  return parseWith(informsResponse, body).content.slice(0, NOTIFICATIONS_SHOWN);
}

/**
 * docs/product.md §8: 400 shows the server's message, 500 a generic one, a bad body the format one
 * (ours in the page's language, given its texts).
 */
export function notificationsErrorMessage(error: ApiError, t: NotificationsTexts = notificationsMessages.en): string {
  if (error.kind === 'format') return t.badFormat;
  if (error.status === 400) return error.serverMessage ?? t.failed;
  if (error.status === 500) return t.serverError;
  return t.failed;
}
