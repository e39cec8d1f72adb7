import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type ApiClient, type ApiError, toApiError } from 'shared-ui/runtime';
import { useSessionApi } from './session-api';
import { useSessionFailure } from './use-session-failure';

export type ServerData<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

/**
 * Server data of a screen that needs a session: `load` reads it when the screen opens and again when `key`
 * changes; reload() reads it again (Try Again); update() changes what was read (after an action). Only the
 * latest read settles. A 401 ends the session (useSessionFailure) and the state shows the error meanwhile.
 */
export function useServerData<T>(key: string, load: (api: ApiClient) => Promise<T>) {
  const api = useSessionApi();
  const sessionFailure = useSessionFailure();
  const [state, setState] = useState<ServerData<T>>({ status: 'loading' });
  const latest = useRef({ read: 0, load, sessionFailure });
  useLayoutEffect(() => {
    latest.current.load = load;
    latest.current.sessionFailure = sessionFailure;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the data; a new key reads it anew.
  const read = useCallback(() => {
    const id = ++latest.current.read;
    setState({ status: 'loading' });
    latest.current.load(api).then(
      (data) => {
        // A transition: the screen that the data fills (a list of a hundred cards) renders in slices that
        // yield to the browser, not in one long task; the loading screen stays until it is ready.
        if (id === latest.current.read) startTransition(() => setState({ status: 'ready', data }));
      },
      (raw: unknown) => {
        if (id !== latest.current.read) return;
        const error = toApiError(raw);
        setState({ status: 'error', error });
        latest.current.sessionFailure(error);
      },
    );
  }, [api, key]);

  useEffect(() => {
    read();
    return () => {
      latest.current.read++;
    };
  }, [read]);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);

  return { state, reload: read, update };
}
