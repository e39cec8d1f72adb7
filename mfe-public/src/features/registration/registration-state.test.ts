import { describe, expect, it } from 'vitest';
import {
  blockerOf,
  initialRegistration,
  type RegistrationEvent,
  type RegistrationState,
  reduce,
  shownBlocker,
} from './registration-state';

const run = (...events: RegistrationEvent[]) => events.reduce(reduce, initialRegistration);

const filledIn: RegistrationEvent[] = [
  { type: 'vehicleNumberTyped', raw: 'dl01ab1234' },
  { type: 'primaryTyped', raw: '9876543210' },
  { type: 'emergencyTyped', raw: '8765432109' },
];
const ready = run(...filledIn, { type: 'detailsTokenChanged', token: 'details-token' });
const onVerification = reduce(ready, { type: 'codeSent' });

describe('registration reducer', () => {
  it('starts on the details step with a personal vehicle and nothing typed', () => {
    expect(initialRegistration).toEqual({
      step: 'details',
      values: { vehicleNumber: '', temporaryTicked: false, vehicleType: 'PERSONAL', primary: '', emergency: '' },
      detailsToken: null,
      resendToken: null,
      continueAttempted: false,
    });
  });

  it('keeps a vehicle number upper-cased, letters and digits only, at most 15', () => {
    expect(run({ type: 'vehicleNumberTyped', raw: 'dl 01-ab 1234 5678 9' }).values.vehicleNumber).toBe(
      'DL01AB123456789',
    );
  });

  it('ticks temporary when the number starts to look temporary, and keeps the owner’s choice while it does', () => {
    const temporary = run({ type: 'vehicleNumberTyped', raw: 'T123456789012' });
    expect(temporary.values.temporaryTicked).toBe(true);
    const unticked = reduce(temporary, { type: 'temporaryTicked', ticked: false });
    expect(reduce(unticked, { type: 'vehicleNumberTyped', raw: 'T1234567890123' }).values.temporaryTicked).toBe(false);
    expect(reduce(temporary, { type: 'vehicleNumberTyped', raw: 'T12345' }).values.temporaryTicked).toBe(false);
    expect(reduce(temporary, { type: 'vehicleNumberTyped', raw: 'DL01AB12345678' }).values.temporaryTicked).toBe(false);
  });

  it('takes the vehicle type and the contacts (digits only, at most 10)', () => {
    const state = run(
      { type: 'vehicleTypeChosen', vehicleType: 'COMMERCIAL' },
      { type: 'primaryTyped', raw: '98-765 43210 99' },
      { type: 'emergencyTyped', raw: 'abc8765432109' },
    );
    expect(state.values).toMatchObject({ vehicleType: 'COMMERCIAL', primary: '9876543210', emergency: '8765432109' });
  });

  it('keeps both challenge tokens', () => {
    const state = run({ type: 'detailsTokenChanged', token: 'a' }, { type: 'resendTokenChanged', token: 'b' });
    expect(state).toMatchObject({ detailsToken: 'a', resendToken: 'b' });
    expect(reduce(state, { type: 'detailsTokenChanged', token: null }).detailsToken).toBeNull();
  });

  it('goes to verification once the code is sent, the details challenge used up', () => {
    expect(onVerification).toMatchObject({ step: 'verification', detailsToken: null });
    expect(onVerification.values).toEqual(ready.values);
  });

  it('a resent code uses up the resend challenge and stays on verification', () => {
    const state = reduce(reduce(onVerification, { type: 'resendTokenChanged', token: 'r' }), { type: 'codeResent' });
    expect(state).toMatchObject({ step: 'verification', resendToken: null });
  });

  it('a failed send (or resend) returns to the details with both challenges to do again', () => {
    const failedResend = reduce(reduce(onVerification, { type: 'resendTokenChanged', token: 'r' }), {
      type: 'sendFailed',
    });
    expect(failedResend).toMatchObject({ step: 'details', detailsToken: null, resendToken: null });
    expect(reduce(ready, { type: 'sendFailed' })).toMatchObject({ step: 'details', detailsToken: null });
    // Retry: a fresh challenge, then Continue again.
    const retried = reduce(reduce(failedResend, { type: 'detailsTokenChanged', token: 'again' }), { type: 'codeSent' });
    expect(retried.step).toBe('verification');
  });

  it('Edit vehicle details returns to the details, keeping what was typed', () => {
    const state = reduce(reduce(onVerification, { type: 'resendTokenChanged', token: 'r' }), {
      type: 'editDetailsChosen',
    });
    expect(state).toMatchObject({ step: 'details', resendToken: null, values: ready.values });
  });

  describe('why Continue is not available', () => {
    it('is the first blocker of the details (validation.ts)', () => {
      expect(blockerOf(initialRegistration)).toBe('vehicleNumberRequired');
      expect(blockerOf(run(...filledIn))).toBe('challengeRequired');
      expect(blockerOf(ready)).toBeNull();
    });

    it('shows nothing before a press, except a missing challenge once the form is filled', () => {
      expect(shownBlocker(initialRegistration)).toBeNull();
      expect(shownBlocker(run({ type: 'vehicleNumberTyped', raw: 'DL01' }))).toBeNull();
      expect(shownBlocker(run(...filledIn))).toBe('challengeRequired');
    });

    it('shows a missing number, contact or challenge after a press', () => {
      const pressed = (...events: RegistrationEvent[]) => shownBlocker(run(...events, { type: 'continueBlocked' }));
      expect(pressed()).toBe('vehicleNumberRequired');
      expect(pressed({ type: 'vehicleNumberTyped', raw: 'DL01' })).toBe('invalidContact');
      expect(pressed({ type: 'vehicleNumberTyped', raw: 'DL01' }, { type: 'primaryTyped', raw: '98765' })).toBe(
        'invalidContact',
      );
      const noChallenge: RegistrationState = run(...filledIn, { type: 'continueBlocked' });
      expect(shownBlocker(noChallenge)).toBe('challengeRequired');
    });

    it('leaves invalid and duplicate numbers to the fields’ own errors', () => {
      const pressedWith = (primary: string, emergency: string) =>
        run(
          { type: 'vehicleNumberTyped', raw: 'DL01' },
          { type: 'primaryTyped', raw: primary },
          { type: 'emergencyTyped', raw: emergency },
          { type: 'continueBlocked' },
        );
      const invalid = pressedWith('1234567890', '8765432109');
      expect(blockerOf(invalid)).toBe('invalidMobile');
      expect(shownBlocker(invalid)).toBeNull();
      const same = pressedWith('9876543210', '9876543210');
      expect(blockerOf(same)).toBe('sameContacts');
      expect(shownBlocker(same)).toBeNull();
    });
  });
});
