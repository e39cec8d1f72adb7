import { isOtp } from '@qr/contract';
import { useSingleFlight } from '@qr/runtime/single-flight';
import { useState } from 'react';

export const MAX_VERIFY_ATTEMPTS = 3;

/** Resend is shown after a send, while failed verifications are below 3. */
export function canShowResend(sent: boolean, attempts: number): boolean {
  return sent && attempts < MAX_VERIFY_ATTEMPTS;
}

/** What went wrong, kept as the error itself so that each screen words it at render time. */
export type OtpFailure =
  | { step: 'send'; error: unknown }
  /** The code was refused (or the check itself failed): counts as an attempt. */
  | { step: 'verify'; error: unknown }
  /** What follows a passed check failed (registering the vehicle): a retry skips the check. */
  | { step: 'afterVerify'; error: unknown };

export interface OtpCalls<SendInput, Session> {
  /** Sends the code (login initiation); resolves to what the check echoes back. */
  send(input: SendInput): Promise<Session>;
  /** Checks the code; resolves to the JWT, rejects on a wrong code or a failed call. */
  verify(session: Session, code: string): Promise<string>;
  /** Runs once the code passed, and again on Verify while it keeps failing (the JWT is kept). */
  onVerified(jwt: string): Promise<void> | void;
}

interface OtpState<Session> {
  session: Session | null;
  code: string;
  /** Failed checks so far (docs/product.md §4: Resend is offered while they are below 3). */
  attempts: number;
  /** A code was sent at least once. */
  sent: boolean;
  /** A code was sent again (for the screen's notice). */
  resent: boolean;
  jwt: string | null;
  failure: OtpFailure | undefined;
}

const before = { session: null, code: '', attempts: 0, sent: false, resent: false, jwt: null, failure: undefined };

/**
 * The WhatsApp OTP step of login and registration: send, resend, verify and their failures. The calls
 * are passed in, so the step knows nothing of the API. Send, Resend and Verify each run one request at
 * a time however fast the taps (useSingleFlight); each resolves to whether it succeeded.
 */
export function useOtpStep<SendInput, Session>(calls: OtpCalls<SendInput, Session>) {
  const [state, setState] = useState<OtpState<Session>>(before);
  const patch = (next: Partial<OtpState<Session>>) => setState((current) => ({ ...current, ...next }));

  const sendCode = async (input: SendInput, again: boolean): Promise<boolean> => {
    patch({ failure: undefined, resent: false });
    try {
      const session = await calls.send(input);
      patch({ session, code: '', sent: true, resent: again });
      return true;
    } catch (error) {
      patch({ failure: { step: 'send', error } });
      return false;
    }
  };
  const [send, sending] = useSingleFlight((input: SendInput) => sendCode(input, false));
  const [resend, resending] = useSingleFlight((input: SendInput) => sendCode(input, true));

  const [verify, verifying] = useSingleFlight(async (code: string = state.code): Promise<boolean> => {
    if (!isOtp(code)) return false;
    patch({ failure: undefined, resent: false });
    let jwt = state.jwt;
    if (!jwt) {
      if (!state.session) return false;
      try {
        jwt = await calls.verify(state.session, code);
      } catch (error) {
        setState((current) => ({
          ...current,
          attempts: current.attempts + 1,
          failure: { step: 'verify', error },
          code: '',
        }));
        return false;
      }
      patch({ jwt });
    }
    try {
      await calls.onVerified(jwt);
      return true;
    } catch (error) {
      patch({ failure: { step: 'afterVerify', error } });
      return false;
    }
  });

  return {
    code: state.code,
    /** A typed code; any digit clears the failure shown. */
    changeCode: (code: string) => patch(code ? { code, failure: undefined } : { code }),
    send,
    resend,
    /** Checks the given code, or the one typed. */
    verify,
    sending,
    resending,
    verifying,
    sent: state.sent,
    attempts: state.attempts,
    resent: state.resent,
    /** The code passed (its JWT is kept for a retry of what follows). */
    verified: state.jwt !== null,
    failure: state.failure,
    clearFailure: () => patch({ failure: undefined }),
    /** Back to before the first send: everything is forgotten. */
    reset: () => setState(before),
  };
}
