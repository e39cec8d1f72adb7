import { describe, expect, it } from 'vitest';
import { type ContactEvent, type ContactState, initialContact, reduce } from './contact-owner-state';

const run = (from: ContactState, ...events: ContactEvent[]) => events.reduce(reduce, from);
const blank = initialContact('');
const AT = Date.UTC(2026, 10, 29, 11, 0);
const typed = run(
  blank,
  { type: 'charsTyped', raw: 'ab12' },
  { type: 'charsLeft' },
  { type: 'phoneTyped', phone: '9876543210' },
  { type: 'phoneLeft' },
  { type: 'tokenChanged', token: 'call-token' },
);

describe('contact-owner reducer', () => {
  it('starts on the Call tab with the prefilled characters and nothing else', () => {
    const start = initialContact('4321');
    expect(start).toMatchObject({
      tab: 'call',
      chars: '4321',
      phone: '',
      reason: null,
      token: null,
      incoming: null,
      refusedChars: null,
      confirmation: null,
    });
    expect(start.charsTouched || start.phoneTouched).toBe(false);
  });

  it('switching tabs drops the token (the other tab brings its own challenge)', () => {
    const state = run(typed, { type: 'tabChosen', tab: 'message' });
    expect(state).toMatchObject({ tab: 'message', token: null, chars: 'AB12', phone: '9876543210' });
    expect(reduce(state, { type: 'tabChosen', tab: 'call' }).tab).toBe('call');
  });

  it('keeps the characters upper-cased, letters and digits, at most 4', () => {
    expect(run(blank, { type: 'charsTyped', raw: 'a-b1 2c' }).chars).toBe('AB12');
  });

  it('marks the characters touched only when left with something typed', () => {
    expect(run(blank, { type: 'charsLeft' }).charsTouched).toBe(false);
    expect(run(blank, { type: 'charsTyped', raw: 'a' }, { type: 'charsLeft' }).charsTouched).toBe(true);
  });

  it('takes the phone and marks it touched when left', () => {
    const state = run(blank, { type: 'phoneTyped', phone: '98' });
    expect(state).toMatchObject({ phone: '98', phoneTouched: false });
    expect(reduce(state, { type: 'phoneLeft' }).phoneTouched).toBe(true);
  });

  it('offers the visitor’s own number only while the field is empty', () => {
    expect(run(blank, { type: 'userPhoneKnown', phone: '9000000001' }).phone).toBe('9000000001');
    const own = run(blank, { type: 'phoneTyped', phone: '98' }, { type: 'userPhoneKnown', phone: '9000000001' });
    expect(own.phone).toBe('98');
  });

  it('takes the reason and the token', () => {
    const state = run(blank, { type: 'reasonChosen', reason: 'DOOR_UNLOCKED' }, { type: 'tokenChanged', token: 't' });
    expect(state).toMatchObject({ reason: 'DOOR_UNLOCKED', token: 't' });
    expect(reduce(state, { type: 'tokenChanged', token: null }).token).toBeNull();
  });

  it('a call that went through opens Incoming Call and empties the form', () => {
    const state = reduce(typed, { type: 'callSent', phone: '9876543210', masked: '98XXXXXX10', at: AT });
    expect(state).toEqual({
      ...typed,
      incoming: { phone: '9876543210', masked: '98XXXXXX10' },
      confirmation: { reason: null, at: AT },
      phone: '',
      phoneTouched: false,
      chars: '',
      charsTouched: false,
      token: null,
    });
  });

  it('closing Incoming Call brings the prefilled characters back; the request stays confirmed', () => {
    const called = reduce(typed, { type: 'callSent', phone: '9876543210', masked: null, at: AT });
    expect(reduce(called, { type: 'incomingClosed', initialChars: 'T123' })).toMatchObject({
      incoming: null,
      chars: 'T123',
      confirmation: { reason: null, at: AT },
    });
  });

  it('a message that went through is confirmed with its reason; the characters stay for Send another', () => {
    const state = run(
      typed,
      { type: 'tabChosen', tab: 'message' },
      { type: 'reasonChosen', reason: 'WRONG_PARKING' },
      { type: 'tokenChanged', token: 'message-token' },
      { type: 'messageSent', reason: 'WRONG_PARKING', at: AT },
    );
    expect(state).toMatchObject({
      confirmation: { reason: 'WRONG_PARKING', at: AT },
      reason: null,
      chars: 'AB12',
      token: null,
      phone: '9876543210',
    });
    // Send another chooses the message tab again.
    expect(reduce(state, { type: 'tabChosen', tab: 'message' })).toMatchObject({
      confirmation: null,
      tab: 'message',
      reason: null,
      chars: 'AB12',
    });
  });

  it('remembers the characters the API refused, through another failure, whatever is typed since', () => {
    const refused = reduce(typed, { type: 'sendFailed', charsRefused: true });
    expect(refused).toMatchObject({ refusedChars: 'AB12', chars: 'AB12', token: null });
    expect(reduce(refused, { type: 'sendFailed', charsRefused: false }).refusedChars).toBe('AB12');
    const edited = reduce(refused, { type: 'charsTyped', raw: 'AB1' });
    expect(edited).toMatchObject({ refusedChars: 'AB12', chars: 'AB1' });
    expect(reduce(edited, { type: 'sendFailed', charsRefused: true }).refusedChars).toBe('AB1');
    expect(reduce(typed, { type: 'sendFailed', charsRefused: false }).refusedChars).toBeNull();
  });

  it('a failed send keeps everything typed and only drops the token, so a retry needs a fresh challenge', () => {
    const failed = reduce(typed, { type: 'sendFailed', charsRefused: false });
    expect(failed).toEqual({ ...typed, token: null });
    const retry = reduce(failed, { type: 'tokenChanged', token: 'again' });
    expect(reduce(retry, { type: 'callSent', phone: retry.phone, masked: undefined, at: AT }).incoming).toEqual({
      phone: '9876543210',
      masked: undefined,
    });
  });
});
