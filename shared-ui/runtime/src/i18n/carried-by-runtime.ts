// The i18n names the @qr/runtime singleton carries, so that their state is one copy on the page
// (runtime/index.ts). Import them from @qr/runtime/i18n.
export { applyDocumentLanguage, languageAtom } from '../i18n/language';
export { LANGUAGES, type Language, LOCALES, preferredLanguage } from '../i18n/language-preference';
export {
  defineMessages,
  format,
  type MessageCatalog,
  type Messages,
  type Translation,
  useLanguage,
  useLocale,
  useMessages,
  useSetLanguage,
} from '../i18n/messages';
