import { PageHeader, PageLayout } from '@qr/design-system';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
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
