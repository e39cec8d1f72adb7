import { ErrorState } from '@qr/design-system';
import { useReloadUserInfo } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { statusMessages } from './messages';
import styles from './user-info-failed.module.css';

/**
 * The admin check's user-info call got no answer in time, even after its retries: the session stays (see
 * useSessionUserInfo), so the owner home's error with Try Again, which asks again.
 */
export default function UserInfoFailed() {
  const t = useMessages(statusMessages);
  const reload = useReloadUserInfo();
  return (
    <div className={styles.wrap}>
      <ErrorState message={t.userInfoFailed} onRetry={reload} />
    </div>
  );
}
