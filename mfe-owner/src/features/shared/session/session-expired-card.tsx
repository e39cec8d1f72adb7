import { ButtonLink, Card, PageLayout, SiteBar } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { sessionMessages } from './messages';
import styles from './session.module.css';

/** Shown instead of an owner page when the session ends while it is open (e.g. logout in another tab). */
export function SessionExpiredCard() {
  const t = useMessages(sessionMessages);
  return (
    <PageLayout width="narrow">
      <SiteBar className={styles.siteBar} />
      <Card>
        <div className={styles.expired} role="alert">
          <h1 className={styles.title}>{t.sessionExpired}</h1>
          <p className={styles.text}>{t.sessionEnded}</p>
          <ButtonLink to="/" fullWidth>
            {t.goToLogin}
          </ButtonLink>
        </div>
      </Card>
    </PageLayout>
  );
}
