import { useAtomValue } from 'jotai';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { authTokenAtom, toApiError, useApi, useEndSession, useMessages, useNotify, useSingleFlight } from 'shared-ui';
import { queryErrorMessage, queryErrorToast, submitQuery } from '../../api/submit-query';
import { helpMessages } from './messages';
import { clearQueryDraft, loadQueryDraft, saveQueryDraft } from './query-draft';
import { canSubmitQuery } from './query-text';

/**
 * The Other Queries box: text, sending state, inline error and the submit with the spec's messages.
 * When the submit ends the session (no token, or a 401) the text is kept as a draft and comes back in
 * the box after the owner logs in again, until it is sent.
 */
export function useQuerySubmit() {
  const api = useApi();
  const notify = useNotify();
  const t = useMessages(helpMessages);
  const navigate = useNavigate();
  const endSession = useEndSession();
  const token = useAtomValue(authTokenAtom);
  const [text, setText] = useState(loadQueryDraft);
  const [error, setError] = useState<string | null>(null);

  const authRequired = useCallback(() => {
    saveQueryDraft(text);
    notify('error', t.authRequired);
    endSession();
    navigate('/', { replace: true });
  }, [text, notify, endSession, navigate, t]);

  // One POST query per 'Drop your query', however fast the taps.
  const [submit, sending] = useSingleFlight(async () => {
    if (!canSubmitQuery(text, false)) return;
    if (!token) {
      authRequired();
      return;
    }
    setError(null);
    try {
      await submitQuery(api, { queryMessage: text.trim() });
      setText('');
      clearQueryDraft();
      notify('success', t.querySubmitted);
    } catch (raw) {
      const failure = toApiError(raw);
      if (failure.status === 401) {
        authRequired();
        return;
      }
      setError(queryErrorMessage(failure, t));
      notify('error', queryErrorToast(failure, t));
    }
  });

  const change = useCallback((value: string) => {
    setText(value);
    setError(null);
  }, []);

  return { text, change, submit, sending, error };
}
