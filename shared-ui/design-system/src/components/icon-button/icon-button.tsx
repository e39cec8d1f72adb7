import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react';
import type { ButtonSize, ButtonVariant } from '../button/button';
import styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** The accessible name (aria-label); the icon itself is hidden from assistive technology. */
  label: string;
  icon: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, icon, variant = 'ghost', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      className={[styles.iconButton, styles[variant], styles[size], className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      {icon}
    </button>
  );
});
