import { atom } from 'jotai';
import { type Language, LOCALES, preferredLanguage, rememberChoice } from './language-preference';

/** Remembers the choice, made now, for the app and for the web server (rememberChoice). */
export function persistLanguage(language: Language): void {
  rememberChoice({ language, at: Date.now() });
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
