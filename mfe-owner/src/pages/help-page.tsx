import { Accordion, PageHeader, PageLayout } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { faqItems } from '../features/help/faq-items';
import styles from '../features/help/help.module.css';
import { helpMessages } from '../features/help/messages';
import { QueryBox } from '../features/help/query-box';
import { useQuerySubmit } from '../features/help/use-query-submit';
import { OwnerSession } from '../features/shared/session/owner-only';

/** /help: the Help Center FAQs and the Other Queries box. */
export default function HelpPage() {
  return (
    <OwnerSession>
      <Help />
    </OwnerSession>
  );
}

function Help() {
  const t = useMessages(helpMessages);
  const query = useQuerySubmit();
  return (
    <PageLayout width="content">
      <PageHeader title={t.pageTitle} backTo="/admin" />
      <div className={styles.stack}>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className={styles.sectionTitle}>
            {t.faqTitle}
          </h2>
          <Accordion items={faqItems(t)} />
        </section>
        <QueryBox
          value={query.text}
          onChange={query.change}
          onSubmit={() => void query.submit()}
          sending={query.sending}
          error={query.error}
        />
      </div>
    </PageLayout>
  );
}
