import { Accordion, PageHeader, PageLayout } from 'shared-ui';
import { FAQ_ITEMS } from '../features/help/faq-items';
import styles from '../features/help/help.module.css';
import { QueryBox } from '../features/help/query-box';
import { useQuerySubmit } from '../features/help/use-query-submit';

/** /help: the Help Center FAQs and the Other Queries box. */
export default function HelpPage() {
  const query = useQuerySubmit();
  return (
    <PageLayout width="content">
      <PageHeader title="Help Center" backTo="/admin" />
      <div className={styles.stack}>
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className={styles.sectionTitle}>
            Frequently Asked Questions
          </h2>
          <Accordion items={FAQ_ITEMS} />
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
