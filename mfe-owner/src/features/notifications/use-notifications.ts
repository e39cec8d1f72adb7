import { useCallback } from 'react';
import { useApi, useUserInfo } from 'shared-ui';
import { getNotifications, NO_VEHICLES_FOUND, notificationsErrorMessage } from '../../api/get-notifications';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';
import type { NotificationsViewState } from './notifications-view';

export function useNotifications(): { view: NotificationsViewState; reload(): void } {
  const api = useApi();
  const userInfo = useUserInfo();
  const onUnauthorized = useUnauthorizedRedirect();
  const load = useCallback(() => getNotifications(api), [api]);
  const { state, reload } = useRequest(load, onUnauthorized);

  if (state.status === 'loading') return { view: state, reload };
  if (state.status === 'error') {
    const message = notificationsErrorMessage(state.error);
    // The server may answer 'No vehicles found' (400): that is an empty state, not a failure.
    return { view: message === NO_VEHICLES_FOUND ? { status: 'no-vehicles' } : { status: 'error', message }, reload };
  }
  const noVehicles = state.data.length === 0 && userInfo.status === 'ready' && userInfo.data.totalVehiclesCount === 0;
  return { view: noVehicles ? { status: 'no-vehicles' } : { status: 'ready', informs: state.data }, reload };
}
