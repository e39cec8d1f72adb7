import { defineMessages } from '@qr/runtime/i18n';

/** The referral summary and the owner's own referral link. */
const en = {
  pageTitle: 'Referrals',
  loading: 'Loading referral information...',
  failed: 'Failed to load referral information',
  noReferrals: 'No referrals yet',
  totalReferrals: 'Total Referrals',
  lastReferral: 'Last Referral',
  linkTitle: 'Your referral link',
  linkText: 'Friends who log in through your link have your number filled in as their referrer.',
  copy: 'Copy',
  share: 'Share',
  linkCopied: 'Referral link copied',
  linkCopyFailed: 'Could not copy the link',
  shareTitle: 'QR vehicle contact',
  shareText: 'Join me on QR vehicle contact',
};

export type ReferralsTexts = typeof en;
export const referralsMessages = defineMessages(en, () => import('./messages.hi'));
