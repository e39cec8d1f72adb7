import type { UidStatus } from '@qr/contract';
import { serverMessages } from '@qr/design-system';
import { toApiError, useApi, useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { getCachedUidStatus, getUidStatus } from '../../api/get-uid-status';
import { ContactOwnerForm } from '../contact-owner/contact-owner-form';
import { scannerMessages } from '../shared/messages';
import { uidStatusFailureMessage, uidStatusNotice } from '../shared/scanner-failures';
import { StickerChecking, StickerFailed } from './sticker-status-screen';

type State =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; notFound: boolean }
  | { status: 'ready'; data: UidStatus };

/** /{uid}: the sticker's status decides between registration (unused) and the Contact Vehicle Owner form (used). */
export function StickerLanding({ uid }: { uid: string }) {
  const api = useApi();
  const apiTexts = useMessages(scannerMessages);
  const server = useMessages(serverMessages);
  const notify = useNotify();
  // Read by the failure's notice, so that it is worded in the language shown when the failure arrives.
  const apiTextsNow = useRef(apiTexts);
  apiTextsNow.current = apiTexts;
  const [state, setState] = useState<State>(() => {
    const cached = getCachedUidStatus(uid);
    return cached ? { status: 'ready', data: cached } : { status: 'loading' };
  });

  useEffect(() => {
    let live = true;
    getUidStatus(api, uid).then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        setState({ status: 'error', error, notFound: toApiError(error).status === 404 });
        // docs/product.md §8: the notification bar says it too, once per failure; the page below keeps the
        // detailed message.
        notify('error', uidStatusNotice(error, apiTextsNow.current));
      },
    );
    return () => {
      live = false;
    };
  }, [api, uid, notify]);

  if (state.status === 'loading') return <StickerChecking />;
  if (state.status === 'error') {
    // The message is worded at render time, so that it follows a language switch while shown.
    return (
      <StickerFailed
        message={uidStatusFailureMessage(state.error, apiTexts, server)}
        notFound={state.notFound}
        onRetry={() => window.location.reload()}
      />
    );
  }
  if (!state.data.isUsed) return <Navigate to={`/vehicle-registration/${encodeURIComponent(uid)}`} replace />;
  return <ContactOwnerForm uid={uid} status={state.data} />;
}
