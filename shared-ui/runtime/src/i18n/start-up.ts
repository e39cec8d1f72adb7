// @qr/runtime/i18n/start-up: the part of i18n the shell's start-up code needs before any shared module has
// loaded (no React, no Jotai, not shared): the visitor's language, the Hindi wait and the Hindi file names.
// The same modules as in @qr/runtime/i18n: in the shell's build they are one copy, so the waits share one deadline.
export { hindiExposeOf, isHindiExpose } from './hindi-files';
export { HINDI_WAIT_MS, waitForHindi } from './hindi-wait';
export { type Language, LOCALES, preferredLanguage, reconcileLanguageChoice } from './language-preference';
