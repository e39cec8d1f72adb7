import { ButtonLink, Card, LanguageSwitch, PageLayout, useMessages } from 'shared-ui';
import { homeMessages } from './messages';
import styles from './owner-home.module.css';

/** Shown on /admin when the token disappears while the page is open (e.g. logout in another tab). */
export function SessionExpiredCard() {
  const t = useMessages(homeMessages);
  return (
    <PageLayout width="narrow">
      <div className={styles.languageRow}>
        <LanguageSwitch />
      </div>
      <Card>
        <div className={styles.expired} role="alert">
          <h1 className={styles.sectionTitle}>{t.sessionExpired}</h1>
          <p className={styles.tileCaption}>{t.sessionEnded}</p>
          <ButtonLink to="/" fullWidth>
            {t.goToLogin}
          </ButtonLink>
        </div>
      </Card>
    </PageLayout>
  );
}
