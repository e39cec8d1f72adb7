import { type ApiClient, useApi } from '@qr/runtime';
import { useCallback, useMemo } from 'react';
import type { ServerCalls } from './server-calls';
import { withSession } from './session-api';
import { type ActionResult, useServerAction } from './use-server-action';
import { useServerData } from './use-server-data';
import { useSessionFailure } from './use-session-failure';

/** A session's calls: never sent without a token (withSession), and a 401 ends the session (useSessionFailure). */
function useSessionCalls(): ServerCalls {
  const api = useApi();
  const endsSession = useSessionFailure();
  return useMemo(() => ({ api: withSession(api), endsSession }), [api, endsSession]);
}

/**
 * The data of a screen that needs a session (owner, admin): useServerData with the session's calls, and
 * update(), which changes what was read after an action.
 */
export function useSessionData<T>(key: string, load: (api: ApiClient) => Promise<T>) {
  const { state, reload, set } = useServerData(key, load, useSessionCalls());
  const update = useCallback(
    (change: (data: T) => T) =>
      set((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current)),
    [set],
  );
  return { state, reload, update };
}

/** A send that needs a session: useServerAction with the session's calls (`sessionEnded` on a 401). */
export function useSessionAction<T, R, Input = void>(
  send: (api: ApiClient, input: Input) => Promise<T>,
  settle: (result: ActionResult<T>, input: Input) => R,
) {
  return useServerAction(send, settle, useSessionCalls());
}
