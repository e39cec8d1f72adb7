import { lazy, Suspense } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Spinner } from 'shared-ui';
import { StickerLanding } from '../features/sticker/sticker-landing';

/** The marketing page and login are their own chunk, so the scanner route (/{uid}) never downloads them. */
const MarketingLanding = lazy(() => import('../features/landing/marketing-landing'));

/** '/', '/r/:referralCode' and '/:uid' (SPEC 2). */
export default function LandingPage() {
  const { uid, referralCode } = useParams();
  const [search] = useSearchParams();
  if (uid) return <StickerLanding key={uid} uid={uid} />;
  return (
    <Suspense fallback={<Spinner size="lg" label="Loading" />}>
      <MarketingLanding referralCode={referralCode} autoLogin={search.get('autoLogin') === 'true'} />
    </Suspense>
  );
}
