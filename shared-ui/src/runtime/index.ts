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
export { createAppStore } from './app-store';
export { AUTH_TOKEN_KEY, authTokenAtom, persistToken, readStoredToken } from './auth';
export { type ApiClient, ApiError, createApiClient, parseWith, toApiError } from './http';
export {
  dismissNotificationAtom,
  type Notification,
  type NotificationKind,
  notificationAtom,
  useNotify,
} from './notify';
export { acceptPrefetchedResponses, type TakePrefetched } from './prefetched';
export {
  type ConfigResult,
  loadRuntimeConfig,
  type RemoteName,
  type RuntimeConfig,
  runtimeConfigAtom,
} from './runtime-config';
export { useApi } from './use-api';
export {
  fetchUserInfo,
  USER_INFO_FAILED,
  type UserInfoState,
  useEndSession,
  useLeaveSession,
  useReloadUserInfo,
  useSessionUserInfo,
  useUserInfo,
} from './user-info';
