import { authTokenAtom } from '@qr/runtime';
import { usePreloadOnIntent } from '@qr/runtime/lazy-part';
import { useAtomValue } from 'jotai';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MarketingView } from './marketing-view';
import { useInitialScroll } from './use-initial-scroll';

export interface MarketingLandingProps {
  /** Came by /r/{referralCode}: the login dialog opens at once for a visitor not signed in. */
  referred: boolean;
  /** ?autoLogin=true opens the login dialog at once. */
  autoLogin: boolean;
  /** Fetches the login dialog's code, at the first touch or key (the page composes it: features/login). */
  preloadLogin(): Promise<void>;
  /** The open login dialog, closed through onOpenChange(false). */
  loginDialog(onOpenChange: (open: boolean) => void): ReactNode;
}

/** The landing page without a uid: marketing content and the login dialog. */
export function MarketingLanding({ referred, autoLogin, preloadLogin, loginDialog }: MarketingLandingProps) {
  const navigate = useNavigate();
  const token = useAtomValue(authTokenAtom);
  const [loginOpen, setLoginOpen] = useState(autoLogin || (referred && !token));
  useInitialScroll();
  usePreloadOnIntent(preloadLogin);

  const openLogin = () => {
    if (token) navigate('/admin');
    else setLoginOpen(true);
  };

  return (
    <>
      <MarketingView onLogin={openLogin} onGetStarted={openLogin} />
      {loginOpen ? loginDialog(setLoginOpen) : null}
    </>
  );
}
