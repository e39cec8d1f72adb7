import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ApiError, useEndSession } from 'shared-ui';

/**
 * docs/product.md §4: a 401 on vehicle calls ends the session and goes to /.
 * Returns a handler that does so and reports whether the error was a 401.
 */
export function useUnauthorizedRedirect() {
  const endSession = useEndSession();
  const navigate = useNavigate();
  return useCallback(
    (error: ApiError): boolean => {
      if (error.status !== 401) return false;
      endSession();
      navigate('/', { replace: true });
      return true;
    },
    [endSession, navigate],
  );
}
