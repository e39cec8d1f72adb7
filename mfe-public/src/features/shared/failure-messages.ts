import { type ServerMessageTexts, serverMessageText } from '@qr/design-system';
import { toApiError } from '@qr/runtime';

/** docs/product.md §8: the words each public screen shows for a failed call, given its texts (page language). */

export interface FailureMessages {
  /** The server answered with an error status but no message. */
  http: string;
  /** No usable answer: network failure, timeout or a response of the wrong shape. */
  other: string;
}

/**
 * The spec's rule for most calls: the server's message when present (in the page's language, `server`), else
 * the fallback for the kind of failure.
 */
export function failureMessage(error: unknown, messages: FailureMessages, server: ServerMessageTexts): string {
  const apiError = toApiError(error);
  const fallback = apiError.kind === 'http' ? messages.http : messages.other;
  return apiError.serverMessage ? serverMessageText(apiError.serverMessage, fallback, server) : fallback;
}
