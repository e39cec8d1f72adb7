import { useCallback } from 'react';
import { useMessages } from 'shared-ui/i18n';
import { useUserInfo } from 'shared-ui/runtime';
import { getNotifications, NO_VEHICLES_FOUND, notificationsErrorMessage } from '../../api/get-notifications';
import { useOwnerApi } from '../../api/owner-api';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';
import { notificationsMessages } from './messages';
import type { NotificationsViewState } from './notifications-view';

export function useNotifications(): { view: NotificationsViewState; reload(): void } {
  const api = useOwnerApi();
  const t = useMessages(notificationsMessages);
  const userInfo = useUserInfo();
  const onUnauthorized = useUnauthorizedRedirect();
  const load = useCallback(() => getNotifications(api), [api]);
  const { state, reload } = useRequest(load, onUnauthorized);

  if (state.status === 'loading') return { view: state, reload };
  if (state.status === 'error') {
    // The server may answer 'No vehicles found' (400): that is an empty state, not a failure.
    if (state.error.status === 400 && state.error.serverMessage === NO_VEHICLES_FOUND)
      return { view: { status: 'no-vehicles' }, reload };
    return { view: { status: 'error', message: notificationsErrorMessage(state.error, t) }, reload };
  }
  const noVehicles = state.data.length === 0 && userInfo.status === 'ready' && userInfo.data.totalVehiclesCount === 0;
  return { view: noVehicles ? { status: 'no-vehicles' } : { status: 'ready', informs: state.data }, reload };
}
