import { PageHeader, PageLayout } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { useNotify } from 'shared-ui/runtime';
import { BillsView } from '../features/bills/bills-view';
import { billsMessages } from '../features/bills/messages';

/** /bills: free during early access. */
export default function BillsPage() {
  const notify = useNotify();
  const t = useMessages(billsMessages);
  return (
    <PageLayout width="content">
      <PageHeader title={t.pageTitle} backTo="/admin" />
      <BillsView onSwipeComplete={() => notify('info', t.noPaymentsDue)} />
    </PageLayout>
  );
}
