import { useMemo } from 'react';
import { type ApiClient, ApiError, useApi } from 'shared-ui/runtime';

/** What an owner call without a token amounts to: the session is over, as a 401 says. */
export const NO_SESSION = 'No session: the owner call was not sent';

/**
 * Every owner call (docs/product.md §7, "auth") goes through this client, and it refuses to send one without
 * a token: the request never leaves and the caller gets the 401 case (ApiError status 401). The only place
 * this rule lives; mfe-owner's code never uses shared-ui's useApi() directly (owner-api.test.ts checks it).
 */
export function withOwnerSession(api: ApiClient): ApiClient {
  return api.extend({
    hooks: {
      beforeRequest: [
        // The shared client's own hook has already set the header from the token, if there is one.
        ({ request }) => {
          if (!request.headers.get('authorization')) throw new ApiError('http', 401, null, NO_SESSION);
        },
      ],
    },
  });
}

/** The API client for owner calls: shared-ui's client that refuses to send without a token. */
export function useOwnerApi(): ApiClient {
  const api = useApi();
  return useMemo(() => withOwnerSession(api), [api]);
}
