import { useNavigate } from 'react-router-dom';
import { ErrorState, Spinner } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { useEndSession, useReloadUserInfo, useSessionUserInfo } from 'shared-ui/runtime';
import { homeMessages } from '../features/home/messages';
import styles from '../features/home/owner-home.module.css';
import { OwnerHomeView } from '../features/home/owner-home-view';
import { SessionExpiredCard } from '../features/session/session-expired-card';

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
      <div className={styles.centered}>
        <ErrorState message={t.userInfoFailed} onRetry={reloadUserInfo} />
      </div>
    );
  }
  if (userInfo.status !== 'ready') {
    return (
      <div className={styles.centered} data-loading-screen>
        <Spinner label={t.loadingAccount} />
      </div>
    );
  }
  const logout = () => {
    endSession();
    navigate('/');
  };
  return <OwnerHomeView userInfo={userInfo.data} onLogout={logout} />;
}
