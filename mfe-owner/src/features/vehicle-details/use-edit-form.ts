import type { UpdateRequest, Vehicle } from '@qr/contract';
import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useSessionAction } from '@qr/runtime/server-data';
import { type FormEvent, useEffect, useState } from 'react';
import { type UpdateField, updateVehicle } from '../../api/update-vehicle';
import { UPDATE_NOTICES } from './details-failure';
import { buildUpdatePayload } from './edit-validation';
import { vehicleDetailsMessages } from './messages';
import { editDraftKey, useEditDraft } from './use-edit-draft';

/** The vehicle an edit dialog changes, as loaded, and how its screen takes a saved change. */
export interface EditedVehicle {
  id: string;
  vehicle: Vehicle;
  onSaved(payload: UpdateRequest): void;
}

interface EditFormOptions {
  open: boolean;
  onOpenChange(open: boolean): void;
  edited: EditedVehicle;
  field: UpdateField;
  initial: string;
  /** Stable (module level): holds a kept draft to the field's rules. */
  normalise(kept: string): string;
  validate(value: string): string | null;
}

/**
 * One edit dialog's form: the draft (useEditDraft), its error, the save (one PUT per tap burst, with the
 * spec's notices; a saved change closes the dialog and forgets the draft), and a close by the owner that
 * forgets what was typed. A 401 has ended the session (useSessionAction) and the draft waits for the next login.
 */
export function useEditForm({ open, onOpenChange, edited, field, initial, normalise, validate }: EditFormOptions) {
  const notify = useNotify();
  const t = useMessages(vehicleDetailsMessages);
  const draft = useEditDraft(editDraftKey(edited.id, field), open, initial, normalise);
  const [error, setError] = useState<string | null>(null);
  const { run: save, pending: saving } = useSessionAction(
    (api, payload: UpdateRequest) => updateVehicle(api, edited.id, payload),
    (result, payload) => {
      if (result.ok) {
        edited.onSaved(payload);
        notify('success', t[UPDATE_NOTICES[field].done]);
        draft.forget();
        onOpenChange(false);
      } else if (!result.sessionEnded) {
        notify('error', result.error.status === 404 ? t.dataUnavailable : t[UPDATE_NOTICES[field].failed]);
      }
    },
  );

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(draft.value);
    setError(problem);
    if (!problem) void save(buildUpdatePayload(edited.vehicle, { field, value: draft.value }));
  };
  // Closed by the owner: what was typed is not wanted any more.
  const openChange = (next: boolean) => {
    if (!next) draft.forget();
    onOpenChange(next);
  };
  const change = (next: string) => {
    draft.change(next);
    setError(null);
  };

  return { value: draft.value, change, error: error ?? undefined, saving, submit, openChange };
}
