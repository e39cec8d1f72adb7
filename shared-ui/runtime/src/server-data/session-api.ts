import { type ApiClient, ApiError } from '@qr/runtime';

/** What a session call without a token amounts to: the session is over, as a 401 says. */
export const NO_SESSION = 'No session: the call was not sent';

/**
 * The client of the calls that need a session (docs/product.md §7, "auth"): it refuses to send one without a
 * token. The request never leaves and the caller gets the 401 case, so a tab whose session ended elsewhere
 * sends nothing unsigned.
 */
export function withSession(api: ApiClient): ApiClient {
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
