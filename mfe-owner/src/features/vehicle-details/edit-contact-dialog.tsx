import { type FormEvent, useEffect, useState } from 'react';
import { Button, Dialog, PhoneField, useMessages, useSingleFlight } from 'shared-ui';
import { vehicleDetailsMessages } from './messages';
import styles from './vehicle-details.module.css';

export interface EditContactDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  title: string;
  label: string;
  /** The stored contact with its leading 91 already stripped. */
  initialDigits: string;
  validate(digits: string): string | null;
  /** Resolves true when saved (the dialog then closes). */
  onSave(digits: string): Promise<boolean>;
}

/** Edit the alternate or the emergency contact: exactly 10 digits after +91. */
export function EditContactDialog({
  open,
  onOpenChange,
  title,
  label,
  initialDigits,
  validate,
  onSave,
}: EditContactDialogProps) {
  const t = useMessages(vehicleDetailsMessages);
  const [digits, setDigits] = useState(initialDigits);
  const [error, setError] = useState<string | null>(null);
  // One PUT per Save Contact, however fast the taps.
  const [save, saving] = useSingleFlight(async (value: string) => {
    if (await onSave(value)) onOpenChange(false);
  });

  useEffect(() => {
    if (open) {
      setDigits(initialDigits);
      setError(null);
    }
  }, [open, initialDigits]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validate(digits);
    setError(problem);
    if (!problem) void save(digits);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <PhoneField
          label={label}
          value={digits}
          onChange={(next) => {
            setDigits(next);
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
