import type { ReactNode } from 'react';
import styles from './page-layout.module.css';

export type PageWidth = 'narrow' | 'content' | 'wide';

export interface PageLayoutProps {
  children: ReactNode;
  /**
   * One width per kind of page (docs/design.md): 'narrow' (480 px) for forms and one-task flows, 'content'
   * (720 px) for lists and reading pages, 'wide' (960 px) for overviews laid out in a grid.
   */
  width?: PageWidth;
  /** Render as <main> when the page has no other main landmark (default 'div'). */
  as?: 'div' | 'main';
  className?: string;
}

/** A centred column with page padding (narrow 480 px by default, content 720 px, wide 960 px). */
export function PageLayout({ children, width = 'narrow', as: Element = 'div', className }: PageLayoutProps) {
  return (
    <Element className={[styles.page, styles[width], className ?? ''].filter(Boolean).join(' ')}>{children}</Element>
  );
}

export interface StackProps {
  /** 1-6 on the spacing scale: 4, 8, 12, 16, 24, 32 px (default 4 = 16 px). */
  gap?: 1 | 2 | 3 | 4 | 5 | 6;
  children: ReactNode;
  as?: 'div' | 'section' | 'ul' | 'ol';
  className?: string;
}

/** Vertical stack with a gap from the spacing scale. */
export function Stack({ gap = 4, children, as: Element = 'div', className }: StackProps) {
  return (
    <Element className={[styles.stack, styles[`gap${gap}`], className ?? ''].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
