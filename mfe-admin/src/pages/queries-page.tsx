import type { Query } from '@qr/contract';
import { preloadDialog } from '@qr/design-system';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { usePreloadWhenIdle } from '@qr/runtime/lazy-part';
import { useCallback, useState } from 'react';
import { queriesMessages } from '../features/queries/messages';
import { QueriesView } from '../features/queries/queries-view';
import { QueryDetailsDialog } from '../features/queries/query-details-dialog';
import { useQueryPages } from '../features/queries/use-query-pages';

/** /admin/queries: the help queries owners sent, for admins (no session or a 401: useSessionData goes to /). */
export default function QueriesPage() {
  const { state, loadMore, retry } = useQueryPages();
  const [open, setOpen] = useState<Query | null>(null);
  const t = useMessages(queriesMessages);
  const notify = useNotify();
  const reload = useCallback(() => window.location.reload(), []);
  // Opening a query is what this page is for: its dialog's code is here before the first tap.
  usePreloadWhenIdle(preloadDialog);

  return (
    <>
      <QueriesView
        items={state.items}
        totalElements={state.totalElements}
        status={state.status}
        done={state.done}
        errorMessage={state.failure ? t[state.failure] : null}
        onRetry={state.items.length === 0 ? reload : retry}
        onLoadMore={loadMore}
        onOpen={setOpen}
      />
      <QueryDetailsDialog
        query={open}
        onClose={() => setOpen(null)}
        onMarkNoted={() => {
          notify('info', t.noted);
          setOpen(null);
        }}
      />
    </>
  );
}
