// The visitor's language, read without React or the shared runtime: the shell's start-up code uses it to
// fetch a page's Hindi texts together with the page's code.

export type Language = 'en' | 'hi';
export const LANGUAGES: readonly Language[] = ['en', 'hi'];
export const LANGUAGE_STORAGE_KEY = 'language';

/** BCP 47 locale for Intl and <html lang>. */
export const LOCALES: Record<Language, string> = { en: 'en-IN', hi: 'hi-IN' };

function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'hi';
}

export function readStoredLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/**
 * The stored choice, else the browser's: Hindi when a Hindi language ('hi', 'hi-IN') comes before any
 * English one in the visitor's preferred languages, else English.
 */
export function preferredLanguage(
  stored: Language | null = readStoredLanguage(),
  browserLanguages: readonly string[] = typeof navigator === 'undefined' ? [] : navigator.languages,
): Language {
  if (stored) return stored;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (primary === 'hi') return 'hi';
    if (primary === 'en') return 'en';
  }
  return 'en';
}
