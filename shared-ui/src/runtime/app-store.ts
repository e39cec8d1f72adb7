import { createStore } from 'jotai';
import { AUTH_TOKEN_KEY, authTokenAtom, readStoredToken } from './auth';
import { type RuntimeConfig, runtimeConfigAtom } from './runtime-config';

/** The one Jotai store of the page: seeded with the runtime config and the stored token. */
export function createAppStore(config: RuntimeConfig) {
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  const token = readStoredToken();
  if (token) store.set(authTokenAtom, token);
  // Another tab logging in or out changes localStorage: follow it, so every open tab shares one session.
  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
    const stored = readStoredToken();
    if (stored !== store.get(authTokenAtom)) store.set(authTokenAtom, stored);
  });
  return store;
}
