import { Navigate } from 'react-router-dom';
import { serverMessages } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { useNotify } from 'shared-ui/runtime';
import { usePublicData } from 'shared-ui/server-data';
import { fetchUidStatus, uidStatusPath } from '../../api/uid-status';
import { ContactOwnerForm } from '../contact-owner/contact-owner-form';
import { scannerMessages } from '../shared/messages';
import { uidStatusFailureMessage, uidStatusNotice } from '../shared/scanner-failures';
import { StickerChecking, StickerFailed } from './sticker-status-screen';

/** /{uid}: the sticker's status decides between registration (unused) and the Contact Vehicle Owner form (used). */
export function StickerLanding({ uid }: { uid: string }) {
  const apiTexts = useMessages(scannerMessages);
  const server = useMessages(serverMessages);
  const notify = useNotify();
  const { state } = usePublicData(uidStatusPath(uid), (api) => fetchUidStatus(api, uid), {
    cached: true,
    // docs/product.md §8: the notification bar says it too, once per failure, in the language shown when it
    // arrives (the latest render's texts); the page below keeps the detailed message.
    onError: (error) => notify('error', uidStatusNotice(error, apiTexts)),
  });

  if (state.status === 'loading') return <StickerChecking />;
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
  if (!state.data.isUsed) return <Navigate to={`/vehicle-registration/${encodeURIComponent(uid)}`} replace />;
  return <ContactOwnerForm uid={uid} status={state.data} />;
}
