import { type FormEvent, useEffect, useState } from 'react';
import { Button, Dialog, format, TextField, useMessages, useSingleFlight } from 'shared-ui';
import { normaliseRegistrationInput, REGISTRATION_MAX, validateRegistrationNumber } from './edit-validation';
import { vehicleDetailsMessages } from './messages';
import styles from './vehicle-details.module.css';

export interface EditNumberDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Resolves true when saved (the dialog then closes). */
  onSave(registrationNumber: string): Promise<boolean>;
}

/** Replace a temporary number with the permanent one: letters and digits, upper-cased, at most 15. */
export function EditNumberDialog({ open, onOpenChange, onSave }: EditNumberDialogProps) {
  const t = useMessages(vehicleDetailsMessages);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One PUT per Save Number, however fast the taps.
  const [save, saving] = useSingleFlight(async (registrationNumber: string) => {
    if (await onSave(registrationNumber)) onOpenChange(false);
  });

  useEffect(() => {
    if (open) {
      setValue('');
      setError(null);
    }
  }, [open]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateRegistrationNumber(value, t);
    setError(problem);
    if (!problem) void save(value);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t.updateNumberTitle} description={t.updateNumberDescription}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t.vehicleNumber}
          value={value}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t.vehicleNumberPlaceholder}
          error={error ?? undefined}
          hint={format(t.vehicleNumberHint, { max: REGISTRATION_MAX })}
          onChange={(event) => {
            setValue(normaliseRegistrationInput(event.target.value));
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
