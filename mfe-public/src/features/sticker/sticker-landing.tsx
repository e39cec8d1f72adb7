import { useEffect, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { ErrorState, PageLayout, Spinner, useApi } from 'shared-ui';
import type { UidStatus } from 'shared-ui/contract';
import { cachedUidStatus, fetchUidStatus, uidStatusFailureMessage } from '../../api/uid-status';
import { ContactOwnerForm } from '../contact-owner/contact-owner-form';
import styles from './sticker-landing.module.css';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: UidStatus };

function StatusSpinner() {
  return (
    <div className={styles.center}>
      <Spinner size="lg" label="Checking the sticker" />
    </div>
  );
}

/** /{uid}: the sticker's status decides between registration (unused) and the Contact Vehicle Owner form (used). */
export function StickerLanding({ uid }: { uid: string }) {
  const api = useApi();
  const [state, setState] = useState<State>(() => {
    const cached = cachedUidStatus(uid);
    return cached ? { status: 'ready', data: cached } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    fetchUidStatus(api, uid).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: uidStatusFailureMessage(error) }),
    );
    return () => {
      live = false;
    };
  }, [api, uid]);

  if (state.status === 'loading') return <StatusSpinner />;
  if (state.status === 'error') {
    return (
      <PageLayout>
        <div className={styles.center}>
          <ErrorState message={state.message} onRetry={() => window.location.reload()} />
        </div>
      </PageLayout>
    );
  }
  if (!state.data.isUsed) return <Navigate to={`/vehicle-registration/${encodeURIComponent(uid)}`} replace />;
  return <ContactOwnerForm uid={uid} status={state.data} />;
}
