import type { UidStatus } from '@qr/contract';
import { serverMessages } from '@qr/design-system';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { usePublicData } from '@qr/runtime/server-data';
import { type ComponentType, useEffect } from 'react';
import { Navigate } from 'react-router-dom';
import { getCachedUidStatus, getUidStatus } from '../../api/get-uid-status';
import { scannerMessages } from '../shared/messages';
import { uidStatusFailureMessage, uidStatusNotice } from '../shared/scanner-failures';
import { StickerChecking, StickerFailed } from './sticker-status-screen';

export interface StickerLandingProps {
  uid: string;
  /** The Contact Vehicle Owner form, for a used sticker (the page composes it: features/contact-owner). */
  ContactOwner: ComponentType<{ uid: string; status: UidStatus }>;
}

/** /{uid}: the sticker's status decides between registration (unused) and the Contact Vehicle Owner form (used). */
export function StickerLanding({ uid, ContactOwner }: StickerLandingProps) {
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
    return <ContactOwner uid={uid} status={status} />;
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
