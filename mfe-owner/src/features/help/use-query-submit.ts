import { serverMessages, serverMessageText } from '@qr/design-system';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSessionAction } from '@qr/runtime/server-data';
import { useCallback, useState } from 'react';
import { submitQuery } from '../../api/submit-query';
import { helpMessages } from './messages';
import { clearQueryDraft, loadQueryDraft, saveQueryDraft } from './query-draft';
import { canSubmitQuery } from './query-text';

/**
 * The Other Queries box: text, sending state, inline error and the submit with the spec's messages.
 * When the submit finds the session over (a 401, or no token: the session client refuses to send) the text
 * is kept as a draft and comes back in the box after the owner logs in again, until it is sent.
 */
export function useQuerySubmit() {
  const notify = useNotify();
  const t = useMessages(helpMessages);
  const server = useMessages(serverMessages);
  const [text, setText] = useState(loadQueryDraft);
  const [error, setError] = useState<string | null>(null);

  // One POST query per 'Drop your query', however fast the taps.
  const { run: send, pending: sending } = useSessionAction(
    (api, sent: string) => submitQuery(api, { queryMessage: sent.trim() }),
    (result, sent) => {
      if (result.ok) {
        setText('');
        clearQueryDraft();
        notify('success', t.querySubmitted);
      } else if (result.sessionEnded) saveQueryDraft(sent);
      else {
        // docs/product.md §8: the server's message, else 'Failed to submit query' (toast: '... Please try again.').
        const said = result.error.serverMessage;
        setError(said ? serverMessageText(said, t.queryFailed, server) : t.queryFailed);
        notify('error', said ? serverMessageText(said, t.queryFailedTryAgain, server) : t.queryFailedTryAgain);
      }
    },
  );

  const submit = useCallback(async () => {
    if (!canSubmitQuery(text, false)) return;
    setError(null);
    await send(text);
  }, [text, send]);

  const change = useCallback((value: string) => {
    setText(value);
    setError(null);
  }, []);

  return { text, change, submit, sending, error };
}
