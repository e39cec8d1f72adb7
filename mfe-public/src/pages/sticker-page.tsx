import { serverMessages } from '@qr/design-system';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { usePublicData } from '@qr/runtime/server-data';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { getCachedUidStatus, getUidStatus } from '../api/get-uid-status';
import { ContactOwnerForm } from '../features/contact-owner/contact-owner-form';
import { scannerMessages } from '../features/shared/messages';
import { uidStatusFailureMessage, uidStatusNotice } from '../features/shared/scanner-failures';
import { StickerChecking, StickerFailed } from '../features/sticker/sticker-status-screen';

/**
 * '/:uid' (docs/product.md §2), the page a scanner opens: its own expose, holding the contact form, so the
 * shell can fetch all of it in one round trip while React loads (nothing of the marketing page comes along).
 */
export default function StickerPage() {
  const { uid = '' } = useParams();
  return <StickerLanding key={uid} uid={uid} />;
}

/** The sticker's status decides between registration (unused) and the Contact Vehicle Owner form (used). */
function StickerLanding({ uid }: { uid: string }) {
  const apiTexts = useMessages(scannerMessages);
  const server = useMessages(serverMessages);
  const notify = useNotify();
  const { state } = usePublicData(`uid-status/${uid}`, (api) => getUidStatus(api, uid));

  // docs/product.md §8: the notification bar says it too, once per failure, in the language shown when it
  // arrives; the page below keeps the detailed message.
  const failure = state.status === 'error' ? state.error : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per failure, not again on a language switch.
  useEffect(() => {
    if (failure) notify('error', uidStatusNotice(failure, apiTexts));
  }, [failure]);

  // A sticker read before in this page's life opens on its answer, without a frame of the checking screen.
  const status = state.status === 'ready' ? state.data : getCachedUidStatus(uid);
  if (status) {
    if (!status.isUsed) return <Navigate to={`/vehicle-registration/${encodeURIComponent(uid)}`} replace />;
    return <ContactOwnerForm uid={uid} status={status} />;
  }
  if (state.status === 'error') {
    // The message is worded at render time, so that it follows a language switch while shown.
    return (
      <StickerFailed
        message={uidStatusFailureMessage(state.error, apiTexts, server)}
        notFound={state.error.status === 404}
        onRetry={() => window.location.reload()}
      />
    );
  }
  return <StickerChecking />;
}
