import { afterEach, describe, expect, it } from 'vitest';
import { createAppStore } from './app-store';
import { AUTH_TOKEN_KEY, authTokenAtom } from './auth';
import { recordCookieWrites } from './cookie-writes.fixture';
import { SESSION_REPLACED } from './cross-tab-session';
import { notificationAtom } from './notify';
import { runtimeConfigAtom } from './runtime-config';
import { stubbedApiConfig } from './runtime-config.fixture';

const config = stubbedApiConfig;

/** What another tab does: write localStorage, which fires a storage event in this one. */
function otherTabStores(token: string | null) {
  if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
  else localStorage.removeItem(AUTH_TOKEN_KEY);
  window.dispatchEvent(new StorageEvent('storage', { key: AUTH_TOKEN_KEY }));
}

afterEach(() => localStorage.clear());

/** A tab's store started with `token` stored (none when null). */
function tabStartedWith(token: string | null) {
  if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
  return createAppStore(config);
}

/** The store holds `token` and has said nothing. */
function expectQuietly(store: ReturnType<typeof createAppStore>, token: string | null) {
  expect(store.get(authTokenAtom)).toBe(token);
  expect(store.get(notificationAtom)).toBeNull();
}

describe('createAppStore', () => {
  it('starts with the runtime config and the stored token', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'stored-jwt');
    const store = createAppStore(config);
    expect(store.get(runtimeConfigAtom)).toEqual(config);
    expect(store.get(authTokenAtom)).toBe('stored-jwt');
  });

  it('removes a stale auth cookie at start when localStorage has no token, and keeps a current one', () => {
    const { writes, restore } = recordCookieWrites();
    try {
      createAppStore(config);
      expect(writes).toEqual(['authToken=; max-age=0; path=/; secure; samesite=strict']);
      localStorage.setItem(AUTH_TOKEN_KEY, 'stored-jwt');
      writes.length = 0;
      createAppStore(config);
      expect(writes.filter((cookie) => cookie.includes('max-age=0'))).toEqual([]);
    } finally {
      restore();
    }
  });

  it('follows a logout made in another tab, without a notice', () => {
    const store = tabStartedWith('jwt-a');
    otherTabStores(null);
    expectQuietly(store, null);
  });

  it('follows a login made in another tab when it had no session', () => {
    const store = tabStartedWith(null);
    otherTabStores('jwt-b');
    expectQuietly(store, 'jwt-b');
  });

  it("ends its session and says so when another tab stores a different token, and leaves that tab's login", () => {
    const store = tabStartedWith('jwt-a');
    otherTabStores('jwt-b');
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(notificationAtom)).toMatchObject({ kind: 'info', message: SESSION_REPLACED });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-b');
  });

  it('does not become the account of a login made elsewhere after a logout made elsewhere', () => {
    const store = tabStartedWith('jwt-a');
    otherTabStores(null);
    otherTabStores('jwt-b');
    expect(store.get(authTokenAtom)).toBeNull();
    expect(store.get(notificationAtom)?.message).toBe(SESSION_REPLACED);
  });

  it('follows logins elsewhere again once it has logged in or out itself', () => {
    const store = tabStartedWith('jwt-a');
    otherTabStores(null);
    store.set(authTokenAtom, 'jwt-c');
    store.set(authTokenAtom, null);
    otherTabStores('jwt-d');
    expectQuietly(store, 'jwt-d');
  });

  it('ignores other keys and a token equal to its own', () => {
    const store = tabStartedWith('jwt-a');
    window.dispatchEvent(new StorageEvent('storage', { key: 'somethingElse' }));
    otherTabStores('jwt-a');
    expectQuietly(store, 'jwt-a');
  });
});
