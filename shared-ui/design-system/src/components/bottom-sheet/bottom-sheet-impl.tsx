import { useMessages } from '@qr/runtime/i18n';
import * as RadixDialog from '@radix-ui/react-dialog';
import { focusFirstAfterPaint } from '../dialog/focus-after-paint';
import overlayStyles from '../dialog/overlay.module.css';
import { useReturnFocus } from '../dialog/return-focus';
import { applyStyleNonce } from '../dialog/style-nonce';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { componentMessages } from '../messages';
import type { BottomSheetProps } from './bottom-sheet';
import styles from './bottom-sheet.module.css';

applyStyleNonce();

/** A modal sheet that slides up from the bottom (Radix Dialog underneath: focus trap, Escape, aria-modal). */
export default function BottomSheetImpl({
  open,
  onOpenChange,
  title,
  description,
  children,
  hideClose = false,
}: BottomSheetProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  const t = useMessages(componentMessages);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* A container given at once: the content renders in the same render as the rest, which can then be
          a transition (lazyPart), instead of in a synchronous second render from a layout effect. */}
      <RadixDialog.Portal container={document.body}>
        <RadixDialog.Overlay className={`${overlayStyles.overlay} ${overlayStyles.slow}`} />
        <RadixDialog.Content
          className={`${overlayStyles.panel} ${styles.sheet}`}
          onOpenAutoFocus={focusFirstAfterPaint}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <span className={styles.grabber} aria-hidden="true" />
          <div className={overlayStyles.header}>
            <RadixDialog.Title className={`${overlayStyles.title} ${styles.title}`}>{title}</RadixDialog.Title>
            {hideClose ? null : (
              <RadixDialog.Close asChild>
                <IconButton label={t.close} icon={<CloseIcon />} className={overlayStyles.close} />
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
