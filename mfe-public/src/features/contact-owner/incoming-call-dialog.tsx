import { Button, Dialog, Phone } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { fill } from '../shared/fill';
import styles from './contact-owner.module.css';
import { contactOwnerMessages } from './messages';

export interface IncomingCallDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  /** The caller's own 10-digit number. */
  phone: string;
  /** Only the masked owner number from the response, never the real one. */
  maskedOwnerContact?: string | null | undefined;
}

/** After a call request: tells the caller to pick up the call on their number. */
export function IncomingCallDialog({ open, onOpenChange, phone, maskedOwnerContact }: IncomingCallDialogProps) {
  const t = useMessages(contactOwnerMessages);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t.incomingTitle}
      className={styles.incomingDialog}
      description={fill(t.pickUp, { number: <span className={styles.number}>+91 {phone}</span> })}
      footer={
        <Button fullWidth onClick={() => onOpenChange(false)}>
          {t.ok}
        </Button>
      }
    >
      <div className={styles.incoming}>
        <span className={styles.incomingIcon} aria-hidden="true">
          <Phone />
        </span>
        <p className={styles.incomingStatus} role="status">
          {t.connecting}
        </p>
        {maskedOwnerContact ? (
          <p className={styles.hint}>
            {fill(t.connectedTo, { number: <span className={styles.number}>{maskedOwnerContact}</span> })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
