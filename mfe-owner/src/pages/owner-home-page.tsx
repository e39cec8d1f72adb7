import { useNavigate } from 'react-router-dom';
import { Spinner, useEndSession, useMessages, useSessionUserInfo } from 'shared-ui';
import { homeMessages } from '../features/home/messages';
import styles from '../features/home/owner-home.module.css';
import { OwnerHomeView } from '../features/home/owner-home-view';
import { SessionExpiredCard } from '../features/home/session-expired-card';

/** /admin: the owner portal home. */
export default function OwnerHomePage() {
  const t = useMessages(homeMessages);
  const userInfo = useSessionUserInfo();
  const endSession = useEndSession();
  const navigate = useNavigate();

  if (userInfo.status === 'signed-out') return <SessionExpiredCard />;
  if (userInfo.status !== 'ready') {
    return (
      <div className={styles.centered}>
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
