// @qr/runtime: the session, runtime config, HTTP client, notifications and user info, a federation
// singleton (one copy of each atom on the page).
// It also carries i18n's state (the language atom, the catalogs shown, the Hindi deadline) under its share
// key, as a share key of its own would cost every route 0.2 KB: apps and components import those names from
// @qr/runtime/i18n, which re-exports them from here (a test holds every import to that).
export * from '../i18n/carried-by-runtime';
export { createAppStore } from './app-store';
export { AUTH_TOKEN_KEY, authTokenAtom, persistToken, readStoredToken } from './auth';
export { SESSION_REPLACED } from './cross-tab-session';
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
  getUserInfo,
  USER_INFO_FAILED,
  type UserInfoState,
  useEndSession,
  useLeaveSession,
  useReloadUserInfo,
  useSessionUserInfo,
  useUserInfo,
} from './user-info';
