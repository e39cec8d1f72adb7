import { useMessages } from '@qr/runtime/i18n';
import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { IconButton } from '../icon-button/icon-button';
import { CloseIcon } from '../icons/icons';
import { componentMessages } from '../messages';
import { focusFirstAfterPaint } from './focus-after-paint';
import overlayStyles from './overlay.module.css';
import { useReturnFocus } from './return-focus';
import { applyStyleNonce } from './style-nonce';

applyStyleNonce();

interface ModalFrameProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  overlayClassName: string | undefined;
  className: string;
  /** Without one, the panel is described by nothing (Radix would warn of a missing description). */
  described: boolean;
  children: ReactNode;
}

/**
 * What the dialog and the bottom sheet share: Radix Dialog's modal (focus trap, Escape, aria-modal) over an
 * overlay, the first control focused after paint and focus given back on close.
 */
export function ModalFrame({ open, onOpenChange, overlayClassName, className, described, children }: ModalFrameProps) {
  const onCloseAutoFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {/* A container given at once: the content renders in the same render as the rest, which can then be
          a transition (lazyPart), instead of in a synchronous second render from a layout effect. */}
      <RadixDialog.Portal container={document.body}>
        <RadixDialog.Overlay className={overlayClassName} />
        <RadixDialog.Content
          className={className}
          onOpenAutoFocus={focusFirstAfterPaint}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(described ? {} : { 'aria-describedby': undefined })}
        >
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The top-right close button of a dialog or sheet. */
export function ModalClose() {
  const t = useMessages(componentMessages);
  return (
    <RadixDialog.Close asChild>
      <IconButton label={t.close} icon={<CloseIcon />} className={overlayStyles.close} />
    </RadixDialog.Close>
  );
}
