import { type ApiClient, type ApiError, toApiError } from 'shared-ui/runtime';
import { useSingleFlight } from '../components/single-flight/use-single-flight';
import { useSessionApi } from './session-api';
import { useSessionFailure } from './use-session-failure';

/** How an action went: its data, or its error and whether that error ended the session (a 401). */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ApiError; sessionEnded: boolean };

/**
 * A change on the server from a screen that needs a session: `send` makes the call, `settle` turns its
 * result into what the screen shows (the feature's words; a 401 has already ended the session,
 * useSessionFailure). run() does both once per tap: a call made while one is in flight gets its outcome
 * (useSingleFlight); `pending` says one is in flight. run() never rejects for a failed call.
 */
export function useServerAction<Args extends unknown[], T, R>(
  send: (api: ApiClient, ...args: Args) => Promise<T>,
  settle: (result: ActionResult<T>, ...args: Args) => R,
) {
  const api = useSessionApi();
  const sessionFailure = useSessionFailure();
  const [run, pending] = useSingleFlight(async (...args: Args): Promise<R> => {
    let result: ActionResult<T>;
    try {
      result = { ok: true, data: await send(api, ...args) };
    } catch (raw) {
      const error = toApiError(raw);
      result = { ok: false, error, sessionEnded: sessionFailure(error) };
    }
    return settle(result, ...args);
  });
  return { run, pending };
}
