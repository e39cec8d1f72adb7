import { retryFromHeading } from '@qr/design-system';
import { referralsMessages } from '../features/referrals/messages';
import { ReferralLinkCard, ReferralSummary } from '../features/referrals/referrals-view';
import { useReferrals } from '../features/referrals/use-referrals';
import { ownerPage } from './owner-page';

/** /referrals: the referral summary and the owner's own referral link. */
export default ownerPage({ messages: referralsMessages, backTo: '/admin' }, function Referrals() {
  const { state, reload, link, canShare, copy, share } = useReferrals();
  return (
    <>
      <ReferralSummary state={state} onRetry={retryFromHeading(reload)} />
      <ReferralLinkCard link={link} canShare={canShare} onCopy={() => void copy()} onShare={() => void share()} />
    </>
  );
});
