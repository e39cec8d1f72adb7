import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../language-switch/language-switch';
import styles from './site-bar.module.css';

export interface SiteBarProps {
  /** After the language switch (the landing's Login); the switch then shows only its glyph under 360 px. */
  children?: ReactNode;
  className?: string;
}

/**
 * The first row of every page: the brand, a link home, and the language switch with any actions. It wraps
 * rather than overflow: with large text the switch moves under the brand.
 */
export function SiteBar({ children, className }: SiteBarProps) {
  return (
    <div className={`${styles.bar} ${className ?? ''}`}>
      {/* The brand stays in Latin script in both languages (docs/i18n.md). */}
      <Link to="/" className={styles.brand}>
        QR Vehicle Contact
      </Link>
      <LanguageSwitch compactOnNarrow={!!children} />
      {children}
    </div>
  );
}
