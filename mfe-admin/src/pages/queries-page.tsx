import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Query } from 'shared-ui/contract';
import { useMessages } from 'shared-ui/i18n';
import { useEndSession, useNotify } from 'shared-ui/runtime';
import { queriesErrorMessages } from '../api/messages';
import { queriesMessages } from '../features/queries/messages';
import { QueriesView } from '../features/queries/queries-view';
import { QueryDetailsDialog } from '../features/queries/query-details-dialog';
import { useQueryPages } from '../features/queries/use-query-pages';

/** /admin/queries: the help queries owners sent, for admins. */
export default function QueriesPage() {
  const { state, loadMore, retry } = useQueryPages();
  const [open, setOpen] = useState<Query | null>(null);
  const t = useMessages(queriesMessages);
  const errors = useMessages(queriesErrorMessages);
  const notify = useNotify();
  const endSession = useEndSession();
  const navigate = useNavigate();
  const signedOut = state.failure?.kind === 'signed-out';

  useEffect(() => {
    if (!signedOut) return;
    endSession();
    navigate('/', { replace: true });
  }, [signedOut, endSession, navigate]);

  return (
    <>
      <QueriesView
        items={state.items}
        totalElements={state.totalElements}
        status={state.status}
        done={state.done}
        errorMessage={state.failure?.kind === 'message' ? errors[state.failure.message] : null}
        onRetry={state.items.length === 0 ? () => window.location.reload() : retry}
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
