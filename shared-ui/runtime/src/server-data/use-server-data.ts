import { type ApiClient, type ApiError, toApiError } from '@qr/runtime';
import {
  type Dispatch,
  type SetStateAction,
  startTransition,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { ServerCalls } from './server-calls';

export type ServerData<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

/** What a read gives its screen: the state and Try Again. */
export interface ServerRead<T> {
  state: ServerData<T>;
  reload(): void;
}

/**
 * The idiom's read (useSessionData, usePublicData): `load` reads when the screen opens and again when
 * `key` changes; reload() reads again (Try Again). Only the latest read settles. A failure shows as the
 * error state; `calls` says whether it ended the session. `set` is for the session's update().
 */
export function useServerData<T>(
  key: string,
  load: (api: ApiClient) => Promise<T>,
  calls: ServerCalls,
): ServerRead<T> & { set: Dispatch<SetStateAction<ServerData<T>>> } {
  const [state, setState] = useState<ServerData<T>>({ status: 'loading' });
  const latest = useRef({ read: 0, load, calls });
  useLayoutEffect(() => {
    Object.assign(latest.current, { load, calls });
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key names the data; a new key reads it anew.
  const read = useCallback(() => {
    const id = ++latest.current.read;
    const { load, calls } = latest.current;
    setState({ status: 'loading' });
    load(calls.api).then(
      (data) => {
        // A transition: the screen that the data fills (a list of a hundred cards) renders in slices that
        // yield to the browser, not in one long task; the loading screen stays until it is ready.
        if (id === latest.current.read) startTransition(() => setState({ status: 'ready', data }));
      },
      (raw: unknown) => {
        if (id !== latest.current.read) return;
        const error = toApiError(raw);
        setState({ status: 'error', error });
        calls.endsSession(error);
      },
    );
  }, [key]);

  useEffect(() => {
    read();
    return () => {
      latest.current.read++;
    };
  }, [read]);

  return { state, reload: read, set: setState };
}
