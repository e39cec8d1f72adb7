import { PageHeader, PageLayout } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { referralsMessages } from '../features/referrals/messages';
import { ReferralLinkCard, ReferralSummary } from '../features/referrals/referrals-view';
import { useReferrals } from '../features/referrals/use-referrals';
import { OwnerOnly } from '../features/session/owner-only';

/** /referrals: the referral summary and the owner's own referral link. */
export default function ReferralsPage() {
  return (
    <OwnerOnly>
      <Referrals />
    </OwnerOnly>
  );
}

function Referrals() {
  const t = useMessages(referralsMessages);
  const { state, reload, link, canShare, copy, share } = useReferrals();
  return (
    <PageLayout width="content">
      <PageHeader title={t.pageTitle} backTo="/admin" />
      <ReferralSummary state={state} onRetry={reload} />
      <ReferralLinkCard link={link} canShare={canShare} onCopy={() => void copy()} onShare={() => void share()} />
    </PageLayout>
  );
}
