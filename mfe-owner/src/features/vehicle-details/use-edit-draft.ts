import { useCallback, useEffect, useState } from 'react';
import type { UpdateField } from '../../api/update-vehicle';
import { readDraft, removeDraft, writeDraft } from '../shared/session/session-draft';

/** Where an edit's typed value waits: one per vehicle and field, in this tab. */
export const editDraftKey = (vehicleId: string, field: UpdateField) => `vehicleEditDraft:${vehicleId}:${field}`;

/**
 * The value of an edit dialog, kept as it is typed (session-draft.ts): a session that ends before it is
 * saved (a 401 on Save, a logout in another tab) leaves it there, and the dialog starts from it when the
 * owner opens it again after logging in. Saving it or closing the dialog forgets it.
 * `normalise` (stable, module level) holds a kept value to the field's rules.
 */
export function useEditDraft(key: string, open: boolean, initial: string, normalise: (kept: string) => string) {
  const [value, setValue] = useState(initial);

  useEffect(() => {
    if (!open) return;
    const kept = readDraft(key);
    setValue(kept === null ? initial : normalise(kept));
  }, [open, key, initial, normalise]);

  const change = useCallback(
    (next: string) => {
      setValue(next);
      writeDraft(key, next);
    },
    [key],
  );
  const forget = useCallback(() => removeDraft(key), [key]);
  return { value, change, forget };
}
