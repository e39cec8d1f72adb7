import { useCallback, useEffect, useRef, useState } from 'react';
import { type ApiError, toApiError } from 'shared-ui/runtime';

export type RequestState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: T };

/**
 * Runs `load` on mount (and whenever `load` changes) and on reload(); only the latest call settles the
 * state. `onError` sees every failure first (e.g. to redirect on a 401).
 */
export function useRequest<T>(load: () => Promise<T>, onError?: (error: ApiError) => void) {
  const [state, setState] = useState<RequestState<T>>({ status: 'loading' });
  const latest = useRef(0);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;

  const run = useCallback(() => {
    const id = ++latest.current;
    setState({ status: 'loading' });
    load().then(
      (data) => {
        if (id === latest.current) setState({ status: 'ready', data });
      },
      (raw: unknown) => {
        if (id !== latest.current) return;
        const error = toApiError(raw);
        setState({ status: 'error', error });
        onErrorRef.current?.(error);
      },
    );
  }, [load]);

  useEffect(() => {
    run();
    return () => {
      latest.current++;
    };
  }, [run]);

  const update = useCallback((change: (data: T) => T) => {
    setState((current) => (current.status === 'ready' ? { status: 'ready', data: change(current.data) } : current));
  }, []);

  return { state, reload: run, update };
}
