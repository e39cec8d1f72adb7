import { authTokenAtom } from '@qr/runtime';
import { lazyPart, usePreloadOnIntent } from '@qr/runtime/lazy-part';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { LoginDialogProps } from '../login/login-dialog';
import { parseReferralCode } from '../login/validation';
import { MarketingView } from './marketing-view';
import { useInitialScroll } from './use-initial-scroll';

/**
 * The login dialog (with the bot check) is not needed to show the page or enable its buttons: its
 * code is fetched at the first touch or key, or when the dialog opens (autoLogin, a referral link).
 */
const LoginDialog = lazyPart<LoginDialogProps>(() =>
  import('../login/login-dialog').then(({ LoginDialog }) => ({ default: LoginDialog })),
);

export interface MarketingLandingProps {
  /** From /r/{referralCode}; an invalid code is ignored. */
  referralCode?: string | undefined;
  /** ?autoLogin=true opens the login dialog at once. */
  autoLogin: boolean;
}

/** The landing page without a uid: marketing content and the login dialog. */
export function MarketingLanding({ referralCode, autoLogin }: MarketingLandingProps) {
  const navigate = useNavigate();
  const token = useAtomValue(authTokenAtom);
  const referral = parseReferralCode(referralCode);
  const [loginOpen, setLoginOpen] = useState(autoLogin || (referralCode !== undefined && !token));
  useInitialScroll();
  usePreloadOnIntent(LoginDialog.preload);

  const openLogin = () => {
    if (token) navigate('/admin');
    else setLoginOpen(true);
  };

  return (
    <>
      <MarketingView onLogin={openLogin} onGetStarted={openLogin} />
      {loginOpen ? (
        <LoginDialog.Part
          open
          onOpenChange={setLoginOpen}
          initialPhone={referral?.phone}
          referredBy={referral?.referredBy}
        />
      ) : null}
    </>
  );
}
