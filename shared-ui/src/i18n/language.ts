import { atom } from 'jotai';
import { LANGUAGE_STORAGE_KEY, type Language, LOCALES, preferredLanguage } from './language-preference';

/**
 * Remembers the choice for the app (localStorage) and for the web server (a cookie of the same name, a
 * year), which writes the next document, and its first screen, in that language (deploy/nginx).
 */
export function persistLanguage(language: Language): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on many phones still in use.
  document.cookie = `${LANGUAGE_STORAGE_KEY}=${language};path=/;max-age=31536000`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode): the choice then lasts for this page.
  }
}

export function applyDocumentLanguage(language: Language): void {
  document.documentElement.lang = LOCALES[language];
}

const languageValueAtom = atom<Language>(preferredLanguage());

/** The page's language. Writing it remembers the choice and sets <html lang>. */
export const languageAtom = atom(
  (get) => get(languageValueAtom),
  (_get, set, language: Language) => {
    persistLanguage(language);
    applyDocumentLanguage(language);
    set(languageValueAtom, language);
  },
);
