import { useCallback } from 'react';
import { useApi, useNotify, useSessionUserInfo } from 'shared-ui';
import { getReferralData } from '../../api/get-referral-data';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { useRequest } from '../shared/use-request';
import { referralLink } from './referral-link';

export const LINK_COPIED = 'Referral link copied';
export const LINK_COPY_FAILED = 'Could not copy the link';

export function useReferrals() {
  const api = useApi();
  const notify = useNotify();
  const userInfo = useSessionUserInfo();
  const onUnauthorized = useUnauthorizedRedirect();
  const load = useCallback(() => getReferralData(api), [api]);
  const { state, reload } = useRequest(load, onUnauthorized);

  const link = userInfo.status === 'ready' ? referralLink(window.location.origin, userInfo.data.phone) : null;
  const canShare = typeof navigator.share === 'function';

  const copy = useCallback(async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify('success', LINK_COPIED);
    } catch {
      notify('error', LINK_COPY_FAILED);
    }
  }, [link, notify]);

  const share = useCallback(async () => {
    if (!link) return;
    try {
      await navigator.share({ title: 'QR vehicle contact', text: 'Join me on QR vehicle contact', url: link });
    } catch {
      // The user closed the share sheet: nothing to report.
    }
  }, [link]);

  return { state, reload, link, canShare, copy, share };
}
