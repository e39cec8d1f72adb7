import { toApiError } from 'shared-ui/runtime';

export interface FailureMessages {
  /** The server answered with an error status but no message. */
  http: string;
  /** No usable answer: network failure, timeout or a response of the wrong shape. */
  other: string;
}

/** The spec's rule for most calls: the server's message when present, else the fallback for the kind of failure. */
export function failureMessage(error: unknown, messages: FailureMessages): string {
  const apiError = toApiError(error);
  if (apiError.serverMessage) return apiError.serverMessage;
  return apiError.kind === 'http' ? messages.http : messages.other;
}
