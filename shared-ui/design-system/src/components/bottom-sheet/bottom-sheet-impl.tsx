import * as RadixDialog from '@radix-ui/react-dialog';
import { ModalClose, ModalFrame } from '../dialog/modal-frame';
import overlayStyles from '../dialog/overlay.module.css';
import type { BottomSheetProps } from './bottom-sheet';
import styles from './bottom-sheet.module.css';

/** A modal sheet that slides up from the bottom (Radix Dialog underneath: focus trap, Escape, aria-modal). */
export default function BottomSheetImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  hideClose = false,
}: BottomSheetProps) {
  return (
    <ModalFrame
      open={open}
      onOpenChange={onOpenChange}
      overlayClassName={`${overlayStyles.overlay} ${overlayStyles.slow}`}
      className={`${overlayStyles.panel} ${styles.sheet}`}
      described={Boolean(description)}
    >
      <span className={styles.grabber} aria-hidden="true" />
      <div className={overlayStyles.header}>
        <RadixDialog.Title className={`${overlayStyles.title} ${styles.title}`}>{title}</RadixDialog.Title>
        {hideClose ? null : <ModalClose />}
      </div>
      {description ? (
        <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
      ) : null}
      {children}
    </ModalFrame>
  );
}
