import { type ServerMessageTexts, serverMessageText } from '@qr/design-system';
import { ApiError } from '@qr/runtime';
import { InvalidOtpError } from '../../api/verify-login';

// Apart from failure-messages.ts, whose rule the scanner's page uses too: that page brings neither this rule of
// the login and the registration nor the login call it names (verify-login.ts).

/** A screen's words for a failed verification. */
export interface VerifyFailureTexts {
  /** 'Invalid OTP. Please try again.' */
  invalidOtp: string;
  /** Without a server message: 'Failed to verify OTP. Please try again.' (login), 'An error occurred' (registration). */
  verifyFailed: string;
}

/** 'Invalid OTP...' for a null token, else the server's message or the screen's fallback. */
export function verifyFailureMessage(error: unknown, t: VerifyFailureTexts, server: ServerMessageTexts): string {
  if (error instanceof InvalidOtpError) return t.invalidOtp;
  if (error instanceof ApiError && error.serverMessage)
    return serverMessageText(error.serverMessage, t.verifyFailed, server);
  return t.verifyFailed;
}
