import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authTokenAtom } from 'shared-ui';
import { LoginDialog } from '../login/login-dialog';
import { parseReferralCode } from '../login/validation';
import { MarketingView } from './marketing-view';
import { useInitialScroll } from './use-initial-scroll';

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

  const openLogin = () => {
    if (token) navigate('/admin');
    else setLoginOpen(true);
  };

  return (
    <>
      <MarketingView onLogin={openLogin} onGetStarted={openLogin} />
      {loginOpen ? (
        <LoginDialog
          open
          onOpenChange={setLoginOpen}
          initialPhone={referral?.phone}
          referredBy={referral?.referredBy}
        />
      ) : null}
    </>
  );
}
