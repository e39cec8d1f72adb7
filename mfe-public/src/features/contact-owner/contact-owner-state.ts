import type { InformReason } from 'shared-ui/contract';
import type { ContactTab } from './contact-owner-view';
import { normaliseVehicleChars } from './validation';

/** The Contact Vehicle Owner form: what was typed, what was touched, the challenge and the call in progress. */
export interface ContactState {
  tab: ContactTab;
  chars: string;
  /** Errors show once a field was left (the characters: left with something typed). */
  charsTouched: boolean;
  phone: string;
  phoneTouched: boolean;
  reason: InformReason | null;
  token: string | null;
  /** The Incoming Call dialog, open after a call request went through. */
  incoming: { phone: string; masked: string | null | undefined } | null;
}

export type ContactEvent =
  | { type: 'tabChosen'; tab: ContactTab }
  | { type: 'charsTyped'; raw: string }
  | { type: 'charsLeft' }
  | { type: 'phoneTyped'; phone: string }
  | { type: 'phoneLeft' }
  /** A logged-in visitor's own number, offered once; it does not replace a typed one. */
  | { type: 'userPhoneKnown'; phone: string }
  | { type: 'reasonChosen'; reason: InformReason }
  | { type: 'tokenChanged'; token: string | null }
  /** `phone`: the number the call went to (what was typed when it was requested). */
  | { type: 'callSent'; phone: string; masked: string | null | undefined }
  | { type: 'messageSent' }
  | { type: 'sendFailed' }
  /** Closing the Incoming Call dialog resets the characters (a temporary number's come back). */
  | { type: 'incomingClosed'; initialChars: string };

export const initialContact = (chars: string): ContactState => ({
  tab: 'call',
  chars,
  charsTouched: false,
  phone: '',
  phoneTouched: false,
  reason: null,
  token: null,
  incoming: null,
});

export function reduce(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'tabChosen':
      // The other tab mounts its own challenge widget, which brings a fresh token.
      return { ...state, tab: event.tab, token: null };
    case 'charsTyped':
      return { ...state, chars: normaliseVehicleChars(event.raw) };
    case 'charsLeft':
      return state.chars ? { ...state, charsTouched: true } : state;
    case 'phoneTyped':
      return { ...state, phone: event.phone };
    case 'phoneLeft':
      return { ...state, phoneTouched: true };
    case 'userPhoneKnown':
      return state.phone ? state : { ...state, phone: event.phone };
    case 'reasonChosen':
      return { ...state, reason: event.reason };
    case 'tokenChanged':
      return { ...state, token: event.token };
    // After every send the challenge starts again (the widget is reset).
    case 'callSent': {
      const incoming = { phone: event.phone, masked: event.masked };
      return { ...state, incoming, phone: '', phoneTouched: false, chars: '', charsTouched: false, token: null };
    }
    case 'messageSent':
      return { ...state, reason: null, chars: '', charsTouched: false, token: null };
    case 'sendFailed':
      return { ...state, token: null };
    case 'incomingClosed':
      return { ...state, incoming: null, chars: event.initialChars };
  }
}
