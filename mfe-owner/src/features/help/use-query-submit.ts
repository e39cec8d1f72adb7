import { useCallback, useState } from 'react';
import { useSingleFlight } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { toApiError, useNotify } from 'shared-ui/runtime';
import { useOwnerApi } from '../../api/owner-api';
import { queryErrorMessage, queryErrorToast, submitQuery } from '../../api/submit-query';
import { useUnauthorizedRedirect } from '../session/use-unauthorized';
import { helpMessages } from './messages';
import { clearQueryDraft, loadQueryDraft, saveQueryDraft } from './query-draft';
import { canSubmitQuery } from './query-text';

/**
 * The Other Queries box: text, sending state, inline error and the submit with the spec's messages.
 * When the submit finds the session over (a 401, or no token: the owner client refuses to send) the text
 * is kept as a draft and comes back in the box after the owner logs in again, until it is sent.
 */
export function useQuerySubmit() {
  const api = useOwnerApi();
  const notify = useNotify();
  const t = useMessages(helpMessages);
  const onUnauthorized = useUnauthorizedRedirect();
  const [text, setText] = useState(loadQueryDraft);
  const [error, setError] = useState<string | null>(null);

  // One POST query per 'Drop your query', however fast the taps.
  const [submit, sending] = useSingleFlight(async () => {
    if (!canSubmitQuery(text, false)) return;
    setError(null);
    try {
      await submitQuery(api, { queryMessage: text.trim() });
      setText('');
      clearQueryDraft();
      notify('success', t.querySubmitted);
    } catch (raw) {
      const failure = toApiError(raw);
      if (failure.status === 401) saveQueryDraft(text);
      if (onUnauthorized(failure)) return;
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
