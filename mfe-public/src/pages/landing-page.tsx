import { useParams, useSearchParams } from 'react-router-dom';
import { MarketingLanding } from '../features/landing/marketing-landing';

/** '/' and '/r/:referralCode' (docs/product.md §2): the marketing page with the login dialog. */
export default function LandingPage() {
  const { referralCode } = useParams();
  const [search] = useSearchParams();
  return <MarketingLanding referralCode={referralCode} autoLogin={search.get('autoLogin') === 'true'} />;
}
