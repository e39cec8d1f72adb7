import { type FormEvent, useEffect, useState } from 'react';
import { Button, Dialog, PhoneField, useSingleFlight } from 'shared-ui';
import { digitsOnly, MOBILE_LENGTH } from 'shared-ui/contract';
import { useMessages } from 'shared-ui/i18n';
import { vehicleDetailsMessages } from './messages';
import { useEditDraft } from './use-edit-draft';
import styles from './vehicle-details.module.css';

export interface EditContactDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  label: string;
  /** The stored contact with its leading 91 already stripped. */
  initialDigits: string;
  /** Where the typed value waits if the session ends before it is saved (editDraftKey). */
  draftKey: string;
  validate(digits: string): string | null;
  /** Resolves true when saved (the dialog then closes). */
  onSave(digits: string): Promise<boolean>;
}

const keptDigits = (kept: string) => digitsOnly(kept, MOBILE_LENGTH);

/** Edit the alternate or the emergency contact: exactly 10 digits after +91. */
export function EditContactDialog({
  open,
  onOpenChange,
  title,
  label,
  initialDigits,
  draftKey,
  validate,
  onSave,
}: EditContactDialogProps) {
  const t = useMessages(vehicleDetailsMessages);
  const draft = useEditDraft(draftKey, open, initialDigits, keptDigits);
  const [error, setError] = useState<string | null>(null);
  // One PUT per Save Contact, however fast the taps.
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

  return (
    <Dialog open={open} onOpenChange={openChange} title={title}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField
          label={label}
          value={draft.value}
          onChange={(next) => {
            draft.change(next);
            setError(null);
          }}
          error={error ?? undefined}
          autoFocus
        />
        <Button type="submit" loading={saving} fullWidth>
          {t.saveContact}
        </Button>
      </form>
    </Dialog>
  );
}
