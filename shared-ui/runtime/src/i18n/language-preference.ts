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

/** A choice made with the language switch, and when (ms since 1970; 0 for a choice older than that record). */
export interface LanguageChoice {
  language: Language;
  at: number;
}

/** When the choice in localStorage was made (the language itself is under LANGUAGE_STORAGE_KEY). */
export const LANGUAGE_CHOSEN_AT_KEY = 'language-chosen-at';
/** The `language` cookie: the language, then when it was chosen: `hi.1762675200000` (or `hi`, written before). */
export const LANGUAGE_COOKIE_PATTERN = '^(hi|en)(?:\\.(\\d{1,15}))?$';
const ONE_YEAR_S = 31536000;

function readStoredChoice(): LanguageChoice | null {
  try {
    const language = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (!isLanguage(language)) return null;
    const at = Number(localStorage.getItem(LANGUAGE_CHOSEN_AT_KEY));
    return { language, at: Number.isSafeInteger(at) && at > 0 ? at : 0 };
  } catch {
    return null;
  }
}

/** The choice in a `document.cookie` string. */
export function cookieChoice(cookies: string): LanguageChoice | null {
  for (const pair of cookies.split(';')) {
    const [name, value = ''] = pair.trim().split('=');
    if (name !== LANGUAGE_STORAGE_KEY) continue;
    const match = new RegExp(LANGUAGE_COOKIE_PATTERN, 'i').exec(value);
    return match ? { language: match[1]?.toLowerCase() as Language, at: Number(match[2] ?? 0) } : null;
  }
  return null;
}

function readCookieChoice(): LanguageChoice | null {
  return typeof document === 'undefined' ? null : cookieChoice(document.cookie);
}

/** The later of two records of the visitor's choice; on a tie the stored one, which the app has been following. */
export function latestChoice(stored: LanguageChoice | null, cookie: LanguageChoice | null): LanguageChoice | null {
  if (!stored || !cookie) return stored ?? cookie;
  return cookie.at > stored.at ? cookie : stored;
}

/**
 * Writes a choice where the app reads it (localStorage) and where the web server does (a cookie of the same
 * name, a year), so that the next document, and its first screen, is written in that language (deploy/nginx).
 */
export function rememberChoice({ language, at }: LanguageChoice): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on many phones still in use.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${at ? `${language}.${at}` : language};path=/;max-age=${ONE_YEAR_S}`;
  try {
    if (localStorage.getItem(LANGUAGE_STORAGE_KEY) !== language) localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    if (at) localStorage.setItem(LANGUAGE_CHOSEN_AT_KEY, String(at));
    else localStorage.removeItem(LANGUAGE_CHOSEN_AT_KEY);
  } catch {
    // Storage can be unavailable (private mode): the cookie then carries the choice.
  }
}

/**
 * The visitor's choice: the latest of localStorage's and the cookie's. They disagree when one was lost
 * (storage or cookies cleared, the cookie expired) or written alone (a choice made before the cookie existed).
 */
export function readStoredLanguage(): Language | null {
  return latestChoice(readStoredChoice(), readCookieChoice())?.language ?? null;
}

/**
 * On start: the latest choice is written back to both, so that the web server's next document (its
 * <html lang> and first screen) is in the language the app shows; the cookie's year starts again.
 */
export function reconcileLanguageChoice(): Language | null {
  const choice = latestChoice(readStoredChoice(), readCookieChoice());
  if (choice) rememberChoice(choice);
  return choice?.language ?? null;
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
