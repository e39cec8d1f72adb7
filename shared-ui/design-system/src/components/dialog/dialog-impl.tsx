import * as RadixDialog from '@radix-ui/react-dialog';
import type { DialogProps } from './dialog';
import styles from './dialog.module.css';
import { ModalClose, ModalFrame } from './modal-frame';
import overlayStyles from './overlay.module.css';

/** Centred modal on Radix Dialog: focus trap, Escape, aria-modal, labelled by its title. */
export default function DialogImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  hideClose = false,
  className,
}: DialogProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName={overlayStyles.overlay}
      className={[overlayStyles.panel, styles.content, className ?? ''].filter(Boolean).join(' ')}
      described={Boolean(description)}
    >
      <div className={overlayStyles.header}>
        <div className={styles.headerText}>
          <RadixDialog.Title className={overlayStyles.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
        </div>
        {hideClose ? null : <ModalClose />}
      </div>
      {children ? <div className={styles.body}>{children}</div> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </ModalFrame>
  );
}
