import type { InformRequest, UidStatus } from '@qr/contract';
import { BotCheck, type BotCheckHandle, preloadDialog, serverMessages, useOnline } from '@qr/design-system';
import { useNotify, useUserInfo } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { lazyPart, useOpenedOnce, usePreloadOnIntent } from '@qr/runtime/lazy-part';
import { usePublicAction } from '@qr/runtime/server-data';
import { useReducer, useRef } from 'react';
import { refusedVehicleChars, sendInform, VEHICLE_CHARS_REFUSED } from '../../api/send-inform';
import { scannerMessages } from '../shared/messages';
import { informFailureMessage } from '../shared/scanner-failures';
import { CallPanel } from './call-panel';
import type { SentConfirmationProps } from './confirmation/sent-confirmation';
import { initialContact, reduce } from './contact-owner-state';
import { ContactOwnerView } from './contact-owner-view';
import type { IncomingCallDialogProps } from './incoming-call-dialog';
import { MessagePanel } from './message-panel';
import { contactOwnerMessages } from './messages';
import { OfflineNotice } from './offline-notice';
import { useAutoCall } from './use-auto-call';
import { useLocationOnce } from './use-location-once';
import {
  buildCallRequest,
  buildMessageRequest,
  callerPhoneError,
  canCall,
  canSendMessage,
  isEmergencyReason,
  lastFourChars,
  nationalNumber,
  vehicleCharsError,
} from './validation';
import { VehicleCharsRow } from './vehicle-chars-row';

// Shown only after a send: its code (and texts) come at the first touch, off the page's first render.
const SentConfirmation = lazyPart<SentConfirmationProps>(() => import('./confirmation/sent-confirmation'));
// Opened only after a call request, so after a touch or key: its code comes at the first one (below).
const IncomingCallDialog = lazyPart<IncomingCallDialogProps>(() =>
  import('./incoming-call-dialog').then(({ IncomingCallDialog }) => ({ default: IncomingCallDialog })),
);

export interface ContactOwnerFormProps {
  uid: string;
  status: UidStatus;
}

/** The scanner's Contact Vehicle Owner form for a used sticker (docs/product.md §2, 4, 5, 7, 8). */
export function ContactOwnerForm({ uid, status }: ContactOwnerFormProps) {
  const notify = useNotify();
  const t = useMessages(contactOwnerMessages);
  const apiTexts = useMessages(scannerMessages);
  const server = useMessages(serverMessages);
  const location = useLocationOnce();
  // Offline, a send fails with the spec's message and keeps what was typed; the page says why and what to do.
  const online = useOnline();
  const botCheck = useRef<BotCheckHandle>(null);
  const callButton = useRef<HTMLButtonElement>(null);
  usePreloadOnIntent(SentConfirmation.preload);
  // The incoming call's dialog mounts with the first call: its code, and the Radix dialog's that a mounted
  // dialog would fetch, come at the first touch.
  usePreloadOnIntent(IncomingCallDialog.preload);
  usePreloadOnIntent(preloadDialog);

  const initialChars = lastFourChars(status.tempVehicleRegistrationNumber ?? status.tempFullVehicleRegistrationNumber);
  const prefilled = Boolean(status.tempFullVehicleRegistrationNumber) && initialChars.length === 4;

  const [state, dispatch] = useReducer(reduce, initialChars, initialContact);
  const { tab, chars, phone, reason, token, incoming, confirmation } = state;
  // Mounted from the first call on, so that the dialog keeps its close animation.
  const callPlaced = useOpenedOnce(incoming !== null);

  // A logged-in visitor's number is prefilled once from user info; its failure is silent.
  const user = useUserInfo();
  const prefilledPhone = useRef(false);
  if (!prefilledPhone.current && user.status === 'ready') {
    prefilledPhone.current = true;
    dispatch({ type: 'userPhoneKnown', phone: nationalNumber(user.data.phone).slice(0, 10) });
  }

  const callReady = canCall({ phone, chars, token });
  const messageReady = canSendMessage({ reason, chars, token });
  const autoCallKey = `${phone}|${chars}`;

  // One inform request at a time from this form, however fast the taps (or the auto-call) come.
  const { run: inform, pending: sending } = usePublicAction(
    (api, request: InformRequest) => sendInform(api, request),
    (result, request) => {
      const isCall = request.isContactOwner;
      if (!result.ok) {
        notify('error', informFailureMessage(result.error, isCall, apiTexts, server));
        sendFailed(result.error);
      } else if (request.reason) {
        notify('success', apiTexts.messageSent);
        // The confirmation replaces the form and takes focus.
        dispatch({ type: 'messageSent', reason: request.reason, at: Date.now() });
      } else {
        notify('success', apiTexts.callSent);
        dispatch({ type: 'callSent', phone, masked: result.data.maskedOwnerContact, at: Date.now() });
      }
      botCheck.current?.reset();
    },
  );

  const autoCall = useAutoCall({
    ready: tab === 'call' && callReady && !sending && incoming === null,
    key: autoCallKey,
    onFire: () => call(),
    keepRef: callButton,
  });

  // After a send the pressed button stays disabled until the challenge is passed again: focus goes to the
  // tab's panel rather than <body> (the notice, a live region, says what happened).
  const focusPanel = () => {
    if (document.activeElement === document.body) document.querySelector<HTMLElement>('[role=tabpanel]')?.focus();
  };

  const sendFailed = (error: unknown) => {
    dispatch({ type: 'sendFailed', charsRefused: refusedVehicleChars(error) });
    focusPanel();
  };

  // Send another (a message) or Contact the owner again (a call): the form comes back on the same tab, its
  // panel focused once rendered (the button pressed is gone).
  const backToForm = () => {
    dispatch({ type: 'tabChosen', tab });
    setTimeout(focusPanel);
  };

  const call = () => {
    if (!token || !canCall({ phone, chars, token })) return;
    autoCall.markHandled(autoCallKey);
    void inform(buildCallRequest({ uid, phone, chars, token, location: location.current }));
  };

  const sendMessage = () => {
    if (!token || !reason || !canSendMessage({ reason, chars, token })) return;
    void inform(buildMessageRequest({ uid, reason, chars, token, location: location.current }));
  };

  // Refused characters: the notice's words (the server's message, in the page's language) beside the boxes too.
  function charsError(): string | undefined {
    if (chars === state.refusedChars) return server[VEHICLE_CHARS_REFUSED];
    return state.charsTouched ? vehicleCharsError(chars, t) : undefined;
  }

  const botCheckWidget = (
    <BotCheck
      ref={botCheck}
      action={tab === 'call' ? 'call' : 'message'}
      onToken={(next) => dispatch({ type: 'tokenChanged', token: next })}
    />
  );

  return (
    <ContactOwnerView
      tab={tab}
      onTabChange={(next) => dispatch({ type: 'tabChosen', tab: next })}
      charsRow={
        <VehicleCharsRow
          // Refused characters remount the boxes with the first focused, to correct them (in the render that
          // also ends the send, so the boxes are enabled again).
          key={state.refusedChars ?? ''}
          autoFocus={state.refusedChars !== null}
          maskedNumber={status.maskVehicleNumber}
          chars={chars}
          onChange={(raw) => dispatch({ type: 'charsTyped', raw })}
          onLeave={() => dispatch({ type: 'charsLeft' })}
          error={charsError()}
          disabled={sending}
          prefilled={prefilled && chars === initialChars}
        />
      }
      callPanel={
        <CallPanel
          phone={phone}
          onPhoneChange={(next) => dispatch({ type: 'phoneTyped', phone: next })}
          onPhoneBlur={() => dispatch({ type: 'phoneLeft' })}
          phoneError={state.phoneTouched ? callerPhoneError(phone, t) : undefined}
          canCall={callReady}
          sending={sending}
          autoCalling={autoCall.active}
          onCall={call}
          callButtonRef={callButton}
          botCheck={botCheckWidget}
          notice={online ? null : <OfflineNotice tab="call" />}
        />
      }
      messagePanel={
        <MessagePanel
          reason={reason}
          onReasonChange={(next) => dispatch({ type: 'reasonChosen', reason: next })}
          canSend={messageReady}
          sending={sending}
          onSend={sendMessage}
          botCheck={botCheckWidget}
          notice={online ? null : <OfflineNotice tab="message" />}
        />
      }
      confirmation={
        confirmation && !incoming ? (
          <SentConfirmation.Part
            at={confirmation.at}
            reasonLabel={confirmation.reason ? t[confirmation.reason] : undefined}
            emergency={isEmergencyReason(confirmation.reason)}
            onBack={backToForm}
          />
        ) : null
      }
    >
      {callPlaced ? (
        <IncomingCallDialog.Part
          open={incoming !== null}
          onOpenChange={(open) => {
            if (!open) dispatch({ type: 'incomingClosed', initialChars });
          }}
          phone={incoming?.phone ?? ''}
          maskedOwnerContact={incoming?.masked}
        />
      ) : null}
    </ContactOwnerView>
  );
}
