import { type FormEvent, useEffect, useState } from 'react';
import { useSingleFlight } from 'shared-ui';
import { useEditDraft } from './use-edit-draft';

interface EditFormOptions {
  open: boolean;
  onOpenChange(open: boolean): void;
  draftKey: string;
  initial: string;
  /** Stable (module level): holds a kept draft to the field's rules. */
  normalise(kept: string): string;
  validate(value: string): string | null;
  /** Resolves true when saved (the dialog then closes). */
  onSave(value: string): Promise<boolean>;
}

/**
 * One edit dialog's form: the draft (useEditDraft), its error, one save per tap burst, and a close by
 * the owner that forgets what was typed.
 */
export function useEditForm({ open, onOpenChange, draftKey, initial, normalise, validate, onSave }: EditFormOptions) {
  const draft = useEditDraft(draftKey, open, initial, normalise);
  const [error, setError] = useState<string | null>(null);
  // One PUT per Save, however fast the taps.
  const [save, saving] = useSingleFlight(async (value: string) => {
    if (!(await onSave(value))) return;
    draft.forget();
    onOpenChange(false);
  });

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(draft.value);
    setError(problem);
    if (!problem) void save(draft.value);
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
