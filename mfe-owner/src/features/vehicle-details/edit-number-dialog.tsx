import { Button, Dialog, TextField } from '@qr/design-system';
import { format, useMessages } from '@qr/runtime/i18n';
import { normaliseRegistrationInput, REGISTRATION_MAX, validateRegistrationNumber } from './edit-validation';
import { vehicleDetailsMessages } from './messages';
import { type EditedVehicle, useEditForm } from './use-edit-form';
import styles from './vehicle-details.module.css';

export interface EditNumberDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  edited: EditedVehicle;
}

/** Replace a temporary number with the permanent one: letters and digits, upper-cased, at most 15. */
export function EditNumberDialog({ open, onOpenChange, edited }: EditNumberDialogProps) {
  const t = useMessages(vehicleDetailsMessages);
  const form = useEditForm({
    open,
    onOpenChange,
    edited,
    field: 'registrationNumber',
    initial: '',
    normalise: normaliseRegistrationInput,
    validate: (value) => validateRegistrationNumber(value, t),
  });

  return (
    <Dialog
      open={open}
      onOpenChange={form.openChange}
      title={t.updateNumberTitle}
      description={t.updateNumberDescription}
    >
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <TextField
          label={t.vehicleNumber}
          value={form.value}
          autoCapitalize="characters"
          autoComplete="off"
          placeholder={t.vehicleNumberPlaceholder}
          error={form.error}
          hint={format(t.vehicleNumberHint, { max: REGISTRATION_MAX })}
          onChange={(event) => form.change(normaliseRegistrationInput(event.target.value))}
          autoFocus
        />
        <Button type="submit" loading={form.saving} fullWidth>
          {t.saveNumber}
        </Button>
      </form>
    </Dialog>
  );
}
