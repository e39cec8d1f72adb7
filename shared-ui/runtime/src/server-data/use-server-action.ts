import { type ApiClient, type ApiError, toApiError } from '@qr/runtime';
import { useSingleFlight } from '../single-flight/use-single-flight';
import type { ServerCalls } from './server-calls';

/** How an action went: its data, or its error and whether that error ended the session (a 401). */
export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: ApiError; sessionEnded: boolean };

/**
 * The idiom's send (useSessionAction, usePublicAction): `send` makes the call with its input, `settle` turns
 * its result into what the screen shows (the feature's words; `calls` has already ended the session if the
 * failure did). run() does both once per tap: a call made while one is in flight gets its outcome
 * (useSingleFlight); `pending` says one is in flight. run() never rejects for a failed call.
 */
export function useServerAction<T, R, Input = void>(
  send: (api: ApiClient, input: Input) => Promise<T>,
  settle: (result: ActionResult<T>, input: Input) => R,
  { api, endsSession }: ServerCalls,
) {
  const [run, pending] = useSingleFlight(async (input: Input): Promise<R> => {
    let result: ActionResult<T>;
    try {
      result = { ok: true, data: await send(api, input) };
    } catch (raw) {
      const error = toApiError(raw);
      result = { ok: false, error, sessionEnded: endsSession(error) };
    }
    return settle(result, input);
  });
  return { run, pending };
}
