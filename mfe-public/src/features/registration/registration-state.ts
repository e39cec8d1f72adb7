import type { VehicleType } from '@qr/contract';
import {
  type ContinueBlocker,
  continueBlocker,
  looksTemporary,
  normaliseMobile,
  normaliseVehicleNumber,
} from './validation';
import type { VehicleDetailsValues } from './vehicle-details-step';

/** The registration flow around its OTP step (use-otp-step.ts holds the code, the attempts and the failures). */
export interface RegistrationState {
  step: 'details' | 'verification';
  values: VehicleDetailsValues;
  /** The details step's challenge. */
  detailsToken: string | null;
  /** The challenge shown with Resend OTP. */
  resendToken: string | null;
  /** Continue was pressed while blocked: the reason is shown from then on. */
  continueAttempted: boolean;
}

export type RegistrationEvent =
  | { type: 'vehicleNumberTyped'; raw: string }
  | { type: 'temporaryTicked'; ticked: boolean }
  | { type: 'vehicleTypeChosen'; vehicleType: VehicleType }
  | { type: 'primaryTyped'; raw: string }
  | { type: 'emergencyTyped'; raw: string }
  | { type: 'detailsTokenChanged'; token: string | null }
  | { type: 'resendTokenChanged'; token: string | null }
  | { type: 'continueBlocked' }
  | { type: 'codeSent' }
  | { type: 'codeResent' }
  /** A send or a resend failed: back to the details, whose challenge starts again. */
  | { type: 'sendFailed' }
  | { type: 'editDetailsChosen' };

export const initialRegistration: RegistrationState = {
  step: 'details',
  values: { vehicleNumber: '', temporaryTicked: false, vehicleType: 'PERSONAL', primary: '', emergency: '' },
  detailsToken: null,
  resendToken: null,
  continueAttempted: false,
};

export function reduce(state: RegistrationState, event: RegistrationEvent): RegistrationState {
  const values = (patch: Partial<VehicleDetailsValues>) => ({ ...state, values: { ...state.values, ...patch } });
  switch (event.type) {
    case 'vehicleNumberTyped': {
      const vehicleNumber = normaliseVehicleNumber(event.raw);
      // A number that starts to look temporary ticks the box; one that stops looking so unticks it.
      const wasTemporary = looksTemporary(state.values.vehicleNumber);
      const temporaryTicked = looksTemporary(vehicleNumber) && (wasTemporary ? state.values.temporaryTicked : true);
      return values({ vehicleNumber, temporaryTicked });
    }
    case 'temporaryTicked':
      return values({ temporaryTicked: event.ticked });
    case 'vehicleTypeChosen':
      return values({ vehicleType: event.vehicleType });
    case 'primaryTyped':
      return values({ primary: normaliseMobile(event.raw) });
    case 'emergencyTyped':
      return values({ emergency: normaliseMobile(event.raw) });
    case 'detailsTokenChanged':
      return { ...state, detailsToken: event.token };
    case 'resendTokenChanged':
      return { ...state, resendToken: event.token };
    case 'continueBlocked':
      return { ...state, continueAttempted: true };
    case 'codeSent':
      return { ...state, step: 'verification', detailsToken: null };
    case 'codeResent':
      return { ...state, resendToken: null };
    case 'sendFailed':
      return { ...state, step: 'details', detailsToken: null, resendToken: null };
    case 'editDetailsChosen':
      return { ...state, step: 'details', resendToken: null };
  }
}

/** The first reason Continue is not available, or null. */
export function blockerOf(state: RegistrationState): ContinueBlocker | null {
  return continueBlocker({ ...state.values, token: state.detailsToken });
}

/** The reason shown under Continue: a missing challenge once the form is filled, the rest after a press. */
export function shownBlocker(state: RegistrationState): ContinueBlocker | null {
  const blocker = blockerOf(state);
  const { vehicleNumber, primary, emergency } = state.values;
  const filled = vehicleNumber !== '' && primary.length === 10 && emergency.length === 10;
  if (blocker === 'challengeRequired') return filled || state.continueAttempted ? blocker : null;
  if (blocker === 'invalidContact' || blocker === 'vehicleNumberRequired') {
    return state.continueAttempted ? blocker : null;
  }
  return null;
}
