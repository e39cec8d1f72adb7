import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useMessages } from 'shared-ui/i18n';
import { type ApiError, useEndSession, useNotify } from 'shared-ui/runtime';
import { sessionMessages } from './messages';

/**
 * docs/product.md §4: a 401 on vehicle calls ends the session and goes to /. The owner is told why, with
 * Help's words (§8: 'Authentication required. Please log in again.'). An owner call without a token is
 * refused as a 401 (api/owner-api.ts), so it ends here too. Returns a handler that does so and reports
 * whether the error was a 401; keep what the owner typed before calling it.
 */
export function useUnauthorizedRedirect() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  const notify = useNotify();
  const t = useMessages(sessionMessages);
  return useCallback(
    (error: ApiError): boolean => {
      if (error.status !== 401) return false;
      notify('error', t.authRequired);
      endSession();
      navigate('/', { replace: true });
      return true;
    },
    [endSession, navigate, notify, t],
  );
}
