import { ButtonLink, Card, PageLayout } from 'shared-ui';
import styles from './owner-home.module.css';

/** Shown on /admin when the token disappears while the page is open (e.g. logout in another tab). */
export function SessionExpiredCard() {
  return (
    <PageLayout width="narrow">
      <Card>
        <div className={styles.expired} role="alert">
          <h1 className={styles.sectionTitle}>Session Expired</h1>
          <p className={styles.tileCaption}>Your session has ended. Please log in again to continue.</p>
          <ButtonLink to="/" fullWidth>
            Go to Login
          </ButtonLink>
        </div>
      </Card>
    </PageLayout>
  );
}
