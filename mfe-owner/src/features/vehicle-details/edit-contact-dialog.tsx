import { digitsOnly, MOBILE_LENGTH } from '@qr/contract';
import { Button, Dialog, PhoneField } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { vehicleDetailsMessages } from './messages';
import { type EditedVehicle, useEditForm } from './use-edit-form';
import styles from './vehicle-details.module.css';

export interface EditContactDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  label: string;
  /** The stored contact with its leading 91 already stripped. */
  initialDigits: string;
  edited: EditedVehicle;
  field: 'alternateContact' | 'emergencyContact';
  validate(digits: string): string | null;
}

const keptDigits = (kept: string) => digitsOnly(kept, MOBILE_LENGTH);

/** Edit the alternate or the emergency contact: exactly 10 digits after +91. */
export function EditContactDialog({
  open,
  onOpenChange,
  title,
  label,
  initialDigits,
  edited,
  field,
  validate,
}: EditContactDialogProps) {
  const t = useMessages(vehicleDetailsMessages);
  const form = useEditForm({
    open,
    onOpenChange,
    edited,
    field,
    initial: initialDigits,
    normalise: keptDigits,
    validate,
  });

  return (
    <Dialog open={open} onOpenChange={form.openChange} title={title}>
      <form className={styles.form} onSubmit={form.submit} noValidate>
        <PhoneField label={label} value={form.value} onChange={form.change} error={form.error} autoFocus />
        <Button type="submit" loading={form.saving} fullWidth>
          {t.saveContact}
        </Button>
      </form>
    </Dialog>
  );
}
