import { lazyPart } from '@qr/runtime/lazy-part';
import { useParams, useSearchParams } from 'react-router-dom';
import { MarketingLanding } from '../features/landing/marketing-landing';
import type { LoginDialogProps } from '../features/login/login-dialog';
import { parseReferralCode } from '../features/login/validation';

/**
 * The login dialog (with the bot check) is not needed to show the page or enable its buttons: its
 * code is fetched at the first touch or key, or when the dialog opens (autoLogin, a referral link).
 */
const LoginDialog = lazyPart<LoginDialogProps>(() =>
  import('../features/login/login-dialog').then(({ LoginDialog }) => ({ default: LoginDialog })),
);

/** '/' and '/r/:referralCode' (docs/product.md §2): the marketing page with the login dialog. */
export default function LandingPage() {
  const { referralCode } = useParams();
  const [search] = useSearchParams();
  // An invalid code still opens the dialog, without prefilling it.
  const referral = parseReferralCode(referralCode);
  return (
    <MarketingLanding
      referred={referralCode !== undefined}
      autoLogin={search.get('autoLogin') === 'true'}
      preloadLogin={LoginDialog.preload}
      loginDialog={(onOpenChange) => (
        <LoginDialog.Part
          open
          onOpenChange={onOpenChange}
          initialPhone={referral?.phone}
          referredBy={referral?.referredBy}
        />
      )}
    />
  );
}
