import { PageHeader, PageLayout, useNotify } from 'shared-ui';
import { BillsView, NO_PAYMENTS_DUE } from '../features/bills/bills-view';

/** /bills: free during early access. */
export default function BillsPage() {
  const notify = useNotify();
  return (
    <PageLayout width="content">
      <PageHeader title="Bills" backTo="/admin" />
      <BillsView onSwipeComplete={() => notify('info', NO_PAYMENTS_DUE)} />
    </PageLayout>
  );
}
