import { type Language, useLanguage, useSetLanguage } from 'shared-ui/runtime';
import styles from './language-switch.module.css';

/** Each language named in itself, so a visitor finds theirs whatever the page is in. */
const OTHER: Record<Language, { language: Language; label: string; lang: string }> = {
  en: { language: 'hi', label: 'हिन्दी', lang: 'hi' },
  hi: { language: 'en', label: 'English', lang: 'en' },
};

export interface LanguageSwitchProps {
  className?: string;
  /**
   * On a narrow phone (under 360 px) only the glyph shows (अ / A), a 44 px round button whose name is
   * still the language's: for a crowded bar, e.g. beside the brand and Login.
   */
  compactOnNarrow?: boolean;
}

/** Switches the whole site between English and Hindi at once; the choice is remembered. */
export function LanguageSwitch({ className, compactOnNarrow = false }: LanguageSwitchProps) {
  const current = useLanguage();
  const setLanguage = useSetLanguage();
  const other = OTHER[current];
  return (
    <button
      type="button"
      lang={other.lang}
      className={[styles.switch, compactOnNarrow ? styles.compact : '', className ?? ''].filter(Boolean).join(' ')}
      onClick={() => void setLanguage(other.language)}
    >
      <span aria-hidden="true" className={styles.glyph}>
        {current === 'en' ? 'अ' : 'A'}
      </span>
      {compactOnNarrow ? <span className={styles.label}>{other.label}</span> : other.label}
    </button>
  );
}
