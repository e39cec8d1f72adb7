import type { InformReason } from '@qr/contract';
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
  /** Characters the API refused (not this vehicle's last 4): the boxes are marked while they are typed. */
  refusedChars: string | null;
  /** Shown in place of the form after a send (a call's once Incoming Call closed), until the visitor goes back. */
  confirmation: Confirmation | null;
}

/** What the page confirms after a send: a message's reason (null for a call request) and when (ms since the epoch). */
export interface Confirmation {
  reason: InformReason | null;
  at: number;
}

export type ContactEvent =
  /** A tab, also chosen from a confirmation (Send another): the form shows again. */
  | { type: 'tabChosen'; tab: ContactTab }
  | { type: 'charsTyped'; raw: string }
  | { type: 'charsLeft' }
  | { type: 'phoneTyped'; phone: string }
  | { type: 'phoneLeft' }
  /** A logged-in visitor's own number, offered once; it does not replace a typed one. */
  | { type: 'userPhoneKnown'; phone: string }
  | { type: 'reasonChosen'; reason: InformReason }
  | { type: 'tokenChanged'; token: string | null }
  /** `phone`: the number the call went to (what was typed when it was requested); `at`: when. */
  | { type: 'callSent'; phone: string; masked: string | null | undefined; at: number }
  | { type: 'messageSent'; reason: InformReason; at: number }
  /** `charsRefused`: the API answered that the characters do not match the vehicle. */
  | { type: 'sendFailed'; charsRefused: boolean }
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
  refusedChars: null,
  confirmation: null,
});

export function reduce(state: ContactState, event: ContactEvent): ContactState {
  switch (event.type) {
    case 'tabChosen':
      // The other tab mounts its own challenge widget, which brings a fresh token.
      return { ...state, tab: event.tab, token: null, confirmation: null };
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
    case 'callSent':
      return {
        ...state,
        incoming: { phone: event.phone, masked: event.masked },
        confirmation: { reason: null, at: event.at },
        phone: '',
        phoneTouched: false,
        chars: '',
        charsTouched: false,
        token: null,
      };
    // The characters stay for Send another: a second report about the same vehicle needs no retyping.
    case 'messageSent':
      return {
        ...state,
        confirmation: { reason: event.reason, at: event.at },
        refusedChars: null,
        reason: null,
        token: null,
      };
    case 'sendFailed':
      return { ...state, token: null, refusedChars: event.charsRefused ? state.chars : state.refusedChars };
    case 'incomingClosed':
      return { ...state, incoming: null, chars: event.initialChars };
  }
}
