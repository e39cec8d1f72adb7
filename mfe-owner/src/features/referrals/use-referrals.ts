import { useNotify, useSessionUserInfo } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSessionData } from '@qr/runtime/server-data';
import { useCallback } from 'react';
import { getReferralData } from '../../api/get-referral-data';
import { referralsMessages } from './messages';
import { referralLink } from './referral-link';

export function useReferrals() {
  const notify = useNotify();
  const t = useMessages(referralsMessages);
  const userInfo = useSessionUserInfo();
  const { state, reload } = useSessionData('referral/data', getReferralData);

  const link = userInfo.status === 'ready' ? referralLink(window.location.origin, userInfo.data.phone) : null;
  const canShare = typeof navigator.share === 'function';

  const copy = useCallback(async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      notify('success', t.linkCopied);
    } catch {
      notify('error', t.linkCopyFailed);
    }
  }, [link, notify, t]);

  const share = useCallback(async () => {
    if (!link) return;
    try {
      await navigator.share({ title: t.shareTitle, text: t.shareText, url: link });
    } catch {
      // The user closed the share sheet: nothing to report.
    }
  }, [link, t]);

  return { state, reload, link, canShare, copy, share };
}
