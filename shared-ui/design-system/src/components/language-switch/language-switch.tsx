import { useNotify } from '@qr/runtime';
import { type Language, useLanguage, useSetLanguage } from '@qr/runtime/i18n';
import styles from './language-switch.module.css';
import { languageSwitchMessages } from './messages';

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

/**
 * Switches the whole site between English and Hindi at once; the choice is remembered. When the other
 * language's texts cannot be fetched (offline), nothing changes and the visitor is told.
 */
export function LanguageSwitch({ className, compactOnNarrow = false }: LanguageSwitchProps) {
  const current = useLanguage();
  const setLanguage = useSetLanguage();
  const notify = useNotify();
  const other = OTHER[current];
  const change = async () => {
    if (await setLanguage(other.language)) return;
    // In the language still shown. Only a switch to Hindi can fail (English comes with the code), so that
    // is English: read here rather than with useMessages, the switch never waits for Hindi it cannot need.
    const t = (current === 'hi' && languageSwitchMessages.hi()) || languageSwitchMessages.en;
    notify('error', t.notLoaded);
  };
  return (
    <button
      type="button"
      lang={other.lang}
      className={`${styles.switch} ${compactOnNarrow ? styles.compact : ''} ${className ?? ''}`}
      onClick={() => void change()}
    >
      <span aria-hidden="true" className={styles.glyph}>
        {current === 'en' ? 'अ' : 'A'}
      </span>
      <span className={styles.label}>{other.label}</span>
    </button>
  );
}
