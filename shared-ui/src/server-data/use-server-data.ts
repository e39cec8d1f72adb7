import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { type ApiClient, type ApiError, toApiError } from 'shared-ui/runtime';
import type { ServerCalls } from './server-calls';

export type ServerData<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

export interface ReadOptions {
  /** Keep what was read, by key, for the life of the page: the screen opens on it again without a request. */
  cached?: boolean;
  /** Told once per failed read that did not end the session (a notice of the screen's own). */
  onError?(error: ApiError): void;
}

/** Reads kept by `cached` screens, by key, until the page goes. */
const kept = new Map<string, unknown>();

/**
 * The idiom's read (useSessionData, usePublicData): `load` reads when the screen opens and again when
 * `key` changes; reload() reads again (Try Again); update() changes what was read (after an action). Only
 * the latest read settles. A failure shows as the error state; `calls` says whether it ended the session.
 */
export function useServerData<T>(
  key: string,
  load: (api: ApiClient) => Promise<T>,
  calls: ServerCalls,
  options: ReadOptions,
) {
  const [state, setState] = useState<ServerData<T>>({ status: 'loading' });
  const latest = useRef({ read: 0, load, calls, options });
  useLayoutEffect(() => {
    Object.assign(latest.current, { load, calls, options });
  });

  const read = useCallback(() => {
    const id = ++latest.current.read;
    const { load, calls, options } = latest.current;
    const ready = (data: unknown) => setState({ status: 'ready', data: data as T });
    if (options.cached && kept.has(key)) return ready(kept.get(key));
    setState({ status: 'loading' });
    load(calls.api).then(
      (data) => {
        if (options.cached) kept.set(key, data);
        // A transition: the screen that the data fills (a list of a hundred cards) renders in slices that
        // yield to the browser, not in one long task; the loading screen stays until it is ready.
        if (id === latest.current.read) startTransition(() => ready(data));
      },
      (raw: unknown) => {
        if (id !== latest.current.read) return;
        const error = toApiError(raw);
        setState({ status: 'error', error });
        const { onError } = latest.current.options;
        if (!calls.endsSession(error) && onError) onError(error);
      },
    );
  }, [key]);

  // A layout effect: a kept read shows before the first paint, not after a frame of the loading screen.
  useLayoutEffect(() => {
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
