import { atom } from 'jotai';
import { LANGUAGE_STORAGE_KEY, type Language, LOCALES, preferredLanguage } from './language-preference';

export function persistLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be unavailable (private mode): the choice then lasts for this page.
  }
}

export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = LOCALES[language];
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
