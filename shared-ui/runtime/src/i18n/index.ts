// @qr/runtime/i18n: the page's language and the texts in it. Its state is one copy on the page: it rides in the
// @qr/runtime singleton (see runtime/index.ts), so this entry takes it from there, by package name.
// Start-up code (before the shared modules load) uses @qr/runtime/i18n/start-up; tests @qr/runtime/i18n/testing.
export {
  applyDocumentLanguage,
  defineMessages,
  format,
  LANGUAGES,
  type Language,
  LOCALES,
  languageAtom,
  type MessageCatalog,
  type Messages,
  preferredLanguage,
  type Translation,
  useLanguage,
  useLocale,
  useMessages,
  useSetLanguage,
} from '@qr/runtime';
