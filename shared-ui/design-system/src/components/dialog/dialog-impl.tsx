import { useMessages } from '@qr/runtime/i18n';
import * as RadixDialog from '@radix-ui/react-dialog';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { componentMessages } from '../messages';
import type { DialogProps } from './dialog';
import styles from './dialog.module.css';
import { focusFirstAfterPaint } from './focus-after-paint';
import overlayStyles from './overlay.module.css';
import { useReturnFocus } from './return-focus';
import { applyStyleNonce } from './style-nonce';

applyStyleNonce();

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
  const onCloseAutoFocus = useReturnFocus(open);
  const t = useMessages(componentMessages);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* A container given at once: the content renders in the same render as the rest, which can then be
          a transition (lazyPart), instead of in a synchronous second render from a layout effect. */}
      <RadixDialog.Portal container={document.body}>
        <RadixDialog.Overlay className={overlayStyles.overlay} />
        <RadixDialog.Content
          onOpenAutoFocus={focusFirstAfterPaint}
          onCloseAutoFocus={onCloseAutoFocus}
          className={[overlayStyles.panel, styles.content, className ?? ''].filter(Boolean).join(' ')}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={overlayStyles.header}>
            <div className={styles.headerText}>
              <RadixDialog.Title className={overlayStyles.title}>{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
              ) : null}
            </div>
            {hideClose ? null : (
              <RadixDialog.Close asChild>
                <IconButton label={t.close} icon={<CloseIcon />} className={overlayStyles.close} />
              </RadixDialog.Close>
            )}
          </div>
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
