import { ErrorState, Spinner, visuallyHiddenClass } from '@qr/design-system';
import { useEndSession, useReloadUserInfo, useSessionUserInfo } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { homeMessages } from '../features/home/messages';
import { OwnerHomeView } from '../features/home/owner-home-view';
import blocks from '../features/shared/blocks.module.css';
import { SessionExpiredCard } from '../features/shared/session/session-expired-card';

/** The home before its greeting can show: the page keeps its heading (for screen readers only). */
function HomeWithoutGreeting({ loading = false, children }: { loading?: boolean; children: ReactNode }) {
  const t = useMessages(homeMessages);
  return (
    <div className={blocks.centered} data-loading-screen={loading || undefined}>
      <h1 className={visuallyHiddenClass}>{t.welcome}</h1>
      {children}
    </div>
  );
}

/** /admin: the owner portal home. */
export default function OwnerHomePage() {
  const t = useMessages(homeMessages);
  const userInfo = useSessionUserInfo();
  const reloadUserInfo = useReloadUserInfo();
  const endSession = useEndSession();
  const navigate = useNavigate();

  if (userInfo.status === 'signed-out') return <SessionExpiredCard />;
  // A user-info call that never got an answer in time leaves the session alone (other failures end it).
  if (userInfo.status === 'error' && userInfo.error.kind === 'timeout') {
    return (
      <HomeWithoutGreeting>
        <ErrorState message={t.userInfoFailed} onRetry={reloadUserInfo} />
      </HomeWithoutGreeting>
    );
  }
  if (userInfo.status !== 'ready') {
    return (
      <HomeWithoutGreeting loading>
        <Spinner label={t.loadingAccount} />
      </HomeWithoutGreeting>
    );
  }
  const logout = () => {
    endSession();
    navigate('/');
  };
  return <OwnerHomeView userInfo={userInfo.data} onLogout={logout} />;
}
