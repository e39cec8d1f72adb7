import { type FormEvent, useEffect, useState } from 'react';
import { Button, Dialog, TextField, useSingleFlight } from 'shared-ui';
import { format, useMessages } from 'shared-ui/i18n';
import { normaliseRegistrationInput, REGISTRATION_MAX, validateRegistrationNumber } from './edit-validation';
import { vehicleDetailsMessages } from './messages';
import { useEditDraft } from './use-edit-draft';
import styles from './vehicle-details.module.css';

export interface EditNumberDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where the typed value waits if the session ends before it is saved (editDraftKey). */
  draftKey: string;
  /** Resolves true when saved (the dialog then closes). */
  onSave(registrationNumber: string): Promise<boolean>;
}

/** Replace a temporary number with the permanent one: letters and digits, upper-cased, at most 15. */
export function EditNumberDialog({ open, onOpenChange, draftKey, onSave }: EditNumberDialogProps) {
  const t = useMessages(vehicleDetailsMessages);
  const draft = useEditDraft(draftKey, open, '', normaliseRegistrationInput);
  const [error, setError] = useState<string | null>(null);
  // One PUT per Save Number, however fast the taps.
  const [save, saving] = useSingleFlight(async (registrationNumber: string) => {
    if (!(await onSave(registrationNumber))) return;
    draft.forget();
    onOpenChange(false);
  });

  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistrationNumber(draft.value, t);
    setError(problem);
    if (!problem) void save(draft.value);
  };
  // Closed by the owner: what was typed is not wanted any more.
  const openChange = (next: boolean) => {
    if (!next) draft.forget();
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={openChange} title={t.updateNumberTitle} description={t.updateNumberDescription}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t.vehicleNumber}
          value={draft.value}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t.vehicleNumberPlaceholder}
          error={error ?? undefined}
          hint={format(t.vehicleNumberHint, { max: REGISTRATION_MAX })}
          onChange={(event) => {
            draft.change(normaliseRegistrationInput(event.target.value));
            setError(null);
          }}
          autoFocus
        />
        <Button type="submit" loading={saving} fullWidth>
          {t.saveNumber}
        </Button>
      </form>
    </Dialog>
  );
}
