import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';
import { AUTH_TOKEN_KEY, authTokenAtom } from './auth';
import { runtimeConfigAtom } from './runtime-config';

const config = {
  apiBaseUrl: 'http://api.test',
  turnstile: { siteKey: 'k', productionHost: 'example.in', productionSiteKey: 'p' },
  remotes: { mfe_public: 'http://a/m.json', mfe_owner: 'http://b/m.json', mfe_admin: 'http://c/m.json' },
};

afterEach(() => localStorage.clear());

describe('createAppStore', () => {
  it('starts with the runtime config and the stored token', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stored-jwt');
    const store = createAppStore(config);
    expect(store.get(runtimeConfigAtom)).toEqual(config);
    expect(store.get(authTokenAtom)).toBe('stored-jwt');
  });

  it('follows a logout or login made in another tab', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'jwt-a');
    const store = createAppStore(config);
    localStorage.removeItem(AUTH_TOKEN_KEY);
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
    expect(store.get(authTokenAtom)).toBeNull();
    localStorage.setItem(AUTH_TOKEN_KEY, 'jwt-b');
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
    expect(store.get(authTokenAtom)).toBe('jwt-b');
  });
});
