import type { HTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './card.module.css';

export type CardPadding = 'sm' | 'md' | 'lg';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  as?: 'div' | 'section' | 'article' | 'li';
  padding?: CardPadding;
  /** Hover and focus styling for cards that react to clicks (give them a role/tabIndex or use CardLink). */
  interactive?: boolean;
  children: ReactNode;
  className?: string;
}

export function Card({
  as: Element = 'div',
  padding = 'md',
  interactive = false,
  children,
  className,
  ...rest
}: CardProps) {
  return (
    <Element
      className={[styles.card, styles[padding], interactive ? styles.interactive : '', className ?? '']
        .filter(Boolean)
        .join(' ')}
      {...rest}
    >
      {children}
    </Element>
  );
}

export interface CardLinkProps {
  to: string;
  children: ReactNode;
  padding?: CardPadding;
  className?: string;
  state?: unknown;
  'aria-label'?: string;
}

/** A whole card that is a react-router link. */
export function CardLink({ to, children, padding = 'md', className, ...rest }: CardLinkProps) {
  return (
    <Link
      to={to}
      className={[styles.card, styles[padding], styles.interactive, className ?? ''].filter(Boolean).join(' ')}
      {...rest}
    >
      {children}
    </Link>
  );
}
