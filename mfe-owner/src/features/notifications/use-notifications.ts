import { type ServerMessageTexts, serverMessages, serverMessageText } from '@qr/design-system';
import type { ApiError } from '@qr/runtime';
import { useUserInfo } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSessionData } from '@qr/runtime/server-data';
import { getNotifications, notificationsFailure } from '../../api/get-notifications';
import { type NotificationsTexts, notificationsMessages } from './messages';
import type { NotificationsViewState } from './notifications-view';

/** docs/product.md §8: 400 shows the server's message, 500 a generic one, a bad body the format one. */
function failureView(error: ApiError, t: NotificationsTexts, server: ServerMessageTexts): NotificationsViewState {
  switch (notificationsFailure(error)) {
    case 'no-vehicles':
      return { status: 'no-vehicles' };
    case 'bad-format':
      return { status: 'error', message: t.badFormat };
    case 'server-message':
      return {
        status: 'error',
        message: error.serverMessage ? serverMessageText(error.serverMessage, t.failed, server) : t.failed,
      };
    case 'server-error':
      return { status: 'error', message: t.serverError };
    case 'failed':
      return { status: 'error', message: t.failed };
  }
}

export function useNotifications(): { view: NotificationsViewState; reload(): void } {
  const t = useMessages(notificationsMessages);
  const server = useMessages(serverMessages);
  const userInfo = useUserInfo();
  const { state, reload } = useSessionData('vehicle/informs', getNotifications);

  if (state.status === 'loading') return { view: state, reload };
  if (state.status === 'error') return { view: failureView(state.error, t, server), reload };
  const noVehicles = state.data.length === 0 && userInfo.status === 'ready' && userInfo.data.totalVehiclesCount === 0;
  return { view: noVehicles ? { status: 'no-vehicles' } : { status: 'ready', informs: state.data }, reload };
}
