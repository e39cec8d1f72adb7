import type { ApiClient, ApiError } from '@qr/runtime';

/**
 * Whose calls a hook makes: the client they are sent with and the rule for a failure, which says whether
 * it ended the session (session-calls.ts: a 401; public-calls.ts: never).
 */
export interface ServerCalls {
  api: ApiClient;
  endsSession(error: ApiError): boolean;
}
