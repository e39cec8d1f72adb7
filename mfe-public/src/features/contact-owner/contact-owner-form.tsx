import { useRef, useState } from 'react';
import {
  BotCheck,
  type BotCheckHandle,
  useApi,
  useMessages,
  useNotify,
  useOnline,
  useSingleFlight,
  useUserInfo,
} from 'shared-ui';
import type { InformReason, UidStatus } from 'shared-ui/contract';
import { sendInform } from '../../api/send-inform';
import { scannerMessages } from '../shared/messages';
import { informFailureMessage } from '../shared/scanner-failures';
import { CallPanel } from './call-panel';
import { ContactOwnerView, type ContactTab } from './contact-owner-view';
import { IncomingCallDialog } from './incoming-call-dialog';
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
  lastFourChars,
  nationalNumber,
  normaliseVehicleChars,
  vehicleCharsError,
} from './validation';
import { VehicleCharsRow } from './vehicle-chars-row';

export interface ContactOwnerFormProps {
  uid: string;
  status: UidStatus;
}

/** The scanner's Contact Vehicle Owner form for a used sticker (docs/product.md §2, 4, 5, 7, 8). */
export function ContactOwnerForm({ uid, status }: ContactOwnerFormProps) {
  const api = useApi();
  const notify = useNotify();
  const t = useMessages(contactOwnerMessages);
  const apiTexts = useMessages(scannerMessages);
  const location = useLocationOnce();
  // Offline, a send fails with the spec's message and keeps what was typed; the page says why and what to do.
  const online = useOnline();
  const botCheck = useRef<BotCheckHandle>(null);
  const callButton = useRef<HTMLButtonElement>(null);

  const initialChars = lastFourChars(status.tempVehicleRegistrationNumber ?? status.tempFullVehicleRegistrationNumber);
  const prefilled = Boolean(status.tempFullVehicleRegistrationNumber) && initialChars.length === 4;

  const [tab, setTab] = useState<ContactTab>('call');
  const [chars, setChars] = useState(initialChars);
  const [charsTouched, setCharsTouched] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneTouched, setPhoneTouched] = useState(false);
  const [reason, setReason] = useState<InformReason | null>(null);
  const [token, setToken] = useState<string | null>(null);
  const [incoming, setIncoming] = useState<{ phone: string; masked: string | null | undefined } | null>(null);

  // A logged-in visitor's number is prefilled once from user info; its failure is silent.
  const user = useUserInfo();
  const prefilledPhone = useRef(false);
  if (!prefilledPhone.current && user.status === 'ready') {
    prefilledPhone.current = true;
    if (!phone) setPhone(nationalNumber(user.data.phone).slice(0, 10));
  }

  const callReady = canCall({ phone, chars, token });
  const messageReady = canSendMessage({ reason, chars, token });
  const autoCallKey = `${phone}|${chars}`;

  const afterSubmit = () => {
    botCheck.current?.reset();
    setToken(null);
  };

  // One inform request at a time from this form, however fast the taps (or the auto-call) come.
  const [submit, sending] = useSingleFlight((kind: ContactTab) => (kind === 'call' ? call() : sendMessage()));

  const autoCall = useAutoCall({
    ready: tab === 'call' && callReady && !sending && incoming === null,
    key: autoCallKey,
    onFire: () => void submit('call'),
    keepRef: callButton,
  });

  const call = async () => {
    if (!token || !canCall({ phone, chars, token })) return;
    autoCall.markHandled(autoCallKey);
    const request = buildCallRequest({ uid, phone, chars, token, location: location.current });
    try {
      const response = await sendInform(api, request);
      notify('success', apiTexts.callSent);
      setIncoming({ phone, masked: response.maskedOwnerContact });
      setPhone('');
      setPhoneTouched(false);
      setChars('');
      setCharsTouched(false);
    } catch (error) {
      notify('error', informFailureMessage(error, true, apiTexts));
    } finally {
      afterSubmit();
    }
  };

  const sendMessage = async () => {
    if (!token || !reason || !canSendMessage({ reason, chars, token })) return;
    const request = buildMessageRequest({ uid, reason, chars, token, location: location.current });
    try {
      await sendInform(api, request);
      notify('success', apiTexts.messageSent);
      setReason(null);
      setChars('');
      setCharsTouched(false);
    } catch (error) {
      notify('error', informFailureMessage(error, false, apiTexts));
    } finally {
      afterSubmit();
    }
  };

  const changeTab = (next: ContactTab) => {
    setTab(next);
    // The other tab mounts its own challenge widget, which brings a fresh token.
    setToken(null);
  };

  const botCheckWidget = <BotCheck ref={botCheck} action={tab === 'call' ? 'call' : 'message'} onToken={setToken} />;

  return (
    <ContactOwnerView
      tab={tab}
      onTabChange={changeTab}
      charsRow={
        <VehicleCharsRow
          maskedNumber={status.maskVehicleNumber}
          chars={chars}
          onChange={(value) => setChars(normaliseVehicleChars(value))}
          onLeave={() => chars.length > 0 && setCharsTouched(true)}
          error={charsTouched ? vehicleCharsError(chars, t) : undefined}
          disabled={sending}
          prefilled={prefilled && chars === initialChars}
        />
      }
      callPanel={
        <CallPanel
          phone={phone}
          onPhoneChange={setPhone}
          onPhoneBlur={() => setPhoneTouched(true)}
          phoneError={phoneTouched ? callerPhoneError(phone, t) : undefined}
          canCall={callReady}
          sending={sending}
          autoCalling={autoCall.active}
          onCall={() => void submit('call')}
          callButtonRef={callButton}
          botCheck={botCheckWidget}
          notice={online ? null : <OfflineNotice tab="call" />}
        />
      }
      messagePanel={
        <MessagePanel
          reason={reason}
          onReasonChange={setReason}
          canSend={messageReady}
          sending={sending}
          onSend={() => void submit('message')}
          botCheck={botCheckWidget}
          notice={online ? null : <OfflineNotice tab="message" />}
        />
      }
    >
      <IncomingCallDialog
        open={incoming !== null}
        onOpenChange={(open) => {
          if (!open) {
            setIncoming(null);
            // Closing resets the form; a temporary number's characters come back.
            setChars(initialChars);
          }
        }}
        phone={incoming?.phone ?? ''}
        maskedOwnerContact={incoming?.masked}
      />
    </ContactOwnerView>
  );
}
