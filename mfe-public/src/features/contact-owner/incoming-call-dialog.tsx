import { Button, Dialog, Phone } from 'shared-ui';
import styles from './contact-owner.module.css';

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
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Incoming Call"
      className={styles.incomingDialog}
      description={
        <>
          Please pick up the call we are placing to <span className={styles.number}>+91 {phone}</span>.
        </>
      }
      footer={
        <Button fullWidth onClick={() => onOpenChange(false)}>
          OK
        </Button>
      }
    >
      <div className={styles.incoming}>
        <span className={styles.incomingIcon} aria-hidden="true">
          <Phone />
        </span>
        <p className={styles.incomingStatus} role="status">
          Call connecting...
        </p>
        {maskedOwnerContact ? (
          <p className={styles.hint}>
            You will be connected to the owner at <span className={styles.number}>{maskedOwnerContact}</span>.
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
