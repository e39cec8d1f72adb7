import { type ServerMessageTexts, serverMessageText } from '@qr/design-system';
import { toApiError } from '@qr/runtime';
import { format } from '@qr/runtime/i18n';
import { failureMessage } from './failure-messages';
import type { ScannerTexts } from './messages';

/** Landing page rule: the server's message, else 'Request failed with status {code}', else 'Failed to check vehicle status'. */
export function uidStatusFailureMessage(error: unknown, t: ScannerTexts, server: ServerMessageTexts): string {
  const apiError = toApiError(error);
  if (apiError.serverMessage) return serverMessageText(apiError.serverMessage, t.uidStatusFailed, server);
  if (apiError.kind === 'http' && apiError.status) return format(t.requestFailed, { status: apiError.status });
  return t.uidStatusFailed;
}

/** The server's message, else the call's or the message's fallback. */
export function informFailureMessage(
  error: unknown,
  isCall: boolean,
  t: ScannerTexts,
  server: ServerMessageTexts,
): string {
  return failureMessage(
    error,
    isCall ? { http: t.callFailed, other: t.callError } : { http: t.messageFailed, other: t.messageError },
    server,
  );
}

/**
 * The notification bar's rule for the same failure: an answer that arrived but could not be read (not JSON,
 * or not the contract's shape) is 'Failed to fetch vehicle information'; any other failure (HTTP error,
 * network, timeout) is 'Failed to fetch vehicle status'.
 */
export function uidStatusNotice(error: unknown, t: ScannerTexts): string {
  const unreadable = error instanceof SyntaxError || toApiError(error).kind === 'format';
  return unreadable ? t.uidInformationNotice : t.uidStatusNotice;
}
