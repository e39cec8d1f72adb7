import { type ApiClient, useApi } from '@qr/runtime';
import type { ServerCalls } from './server-calls';
import { type ActionResult, useServerAction } from './use-server-action';
import { type ServerRead, useServerData } from './use-server-data';

const endsNothing = () => false;

/** Anyone's calls (the public pages): sent as they are, with the token if there is one; no failure ends a session. */
function usePublicCalls(): ServerCalls {
  return { api: useApi(), endsSession: endsNothing };
}

/** A read anyone may make (a scanner's uid-status): useServerData with public calls. */
export function usePublicData<T>(key: string, load: (api: ApiClient) => Promise<T>): ServerRead<T> {
  return useServerData(key, load, usePublicCalls());
}

/** A send anyone may make (login, registration, the scanner's inform): useServerAction with public calls. */
export function usePublicAction<T, R, Input = void>(
  send: (api: ApiClient, input: Input) => Promise<T>,
  settle: (result: ActionResult<T>, input: Input) => R,
) {
  return useServerAction(send, settle, usePublicCalls());
}
