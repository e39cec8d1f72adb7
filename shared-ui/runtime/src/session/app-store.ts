import { createStore } from 'jotai';
import { applyDocumentLanguage, languageAtom } from '../i18n/language';
import { authTokenAtom, clearStaleCookie, readStoredToken } from './auth';
import { followOtherTabs } from './cross-tab-session';
import { type RuntimeConfig, runtimeConfigAtom } from './runtime-config';

/** The one Jotai store of the page: seeded with the runtime config and the stored token. */
export function createAppStore(config: RuntimeConfig) {
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  applyDocumentLanguage(store.get(languageAtom));
  const token = readStoredToken();
  if (token) store.set(authTokenAtom, token);
  else clearStaleCookie();
  // Other tabs logging in or out change localStorage: a logout is followed, another login ends this session.
  followOtherTabs(store);
  return store;
}
