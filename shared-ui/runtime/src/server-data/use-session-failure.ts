import { type ApiError, useLeaveSession } from '@qr/runtime';
import { useCallback } from 'react';
import { useSessionNotice } from './session-notice';

/**
 * The one place a 401 on a session call is handled (docs/product.md §4): the session ends, the screen's
 * notice shows (SessionNotice) and the owner goes to /. An unsent call for want of a token is the same case
 * (session-api.ts). Returns whether the error ended the session; what the owner typed is the caller's to
 * keep (it is kept in this tab's sessionStorage, so it outlives the page).
 */
export function useSessionFailure() {
  const leave = useLeaveSession();
  const notice = useSessionNotice();
  return useCallback(
    (error: ApiError): boolean => {
      if (error.status !== 401) return false;
      leave(notice, '/');
      return true;
    },
    [leave, notice],
  );
}
