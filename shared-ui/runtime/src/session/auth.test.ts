import { createStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY, authTokenAtom, clearStaleCookie, persistToken, readStoredToken } from './auth';
import { recordCookieWrites } from './cookie-writes.fixture';

afterEach(() => localStorage.clear());

describe('persistToken', () => {
  it('stores the token in localStorage and in the authToken cookie with the spec attributes', () => {
    const cookies = recordCookieWrites();
    persistToken('jwt-1');
    cookies.restore();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-1');
    expect(cookies.writes).toHaveLength(1);
    const cookie = cookies.writes[0] ?? '';
    expect(cookie).toMatch(/^authToken=jwt-1;/);
    expect(cookie).toContain('path=/');
    expect(cookie).toContain('max-age=86400');
    expect(cookie).toContain('secure');
    expect(cookie).toContain('samesite=strict');
  });

  it('clears both together', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'old');
    const cookies = recordCookieWrites();
    persistToken(null);
    cookies.restore();
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(cookies.writes[0]).toMatch(/^authToken=; max-age=0; path=\/; secure; samesite=strict$/);
  });
});

describe('clearStaleCookie', () => {
  it('removes the cookie when localStorage holds no token', () => {
    const cookies = recordCookieWrites();
    clearStaleCookie();
    cookies.restore();
    expect(cookies.writes).toEqual(['authToken=; max-age=0; path=/; secure; samesite=strict']);
  });

  it('leaves a cookie that goes with a stored token', () => {
    localStorage.setItem(AUTH_TOKEN_KEY, 'jwt-1');
    const cookies = recordCookieWrites();
    clearStaleCookie();
    cookies.restore();
    expect(cookies.writes).toEqual([]);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe('jwt-1');
  });

  it('leaves the cookie when storage cannot be read (it may be all that carries the session)', () => {
    const cookies = recordCookieWrites();
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      clearStaleCookie();
    } finally {
      Storage.prototype.getItem = getItem;
      cookies.restore();
    }
    expect(cookies.writes).toEqual([]);
  });
});

describe('authTokenAtom', () => {
  it('persists what is written to it and reads it back', () => {
    const store = createStore();
    store.set(authTokenAtom, 'jwt-2');
    expect(store.get(authTokenAtom)).toBe('jwt-2');
    expect(readStoredToken()).toBe('jwt-2');
    store.set(authTokenAtom, null);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(readStoredToken()).toBeNull();
  });

  it("ending this tab's session leaves another tab's newer login in storage", () => {
    const store = createStore();
    store.set(authTokenAtom, 'jwt-a');
    localStorage.setItem(AUTH_TOKEN_KEY, 'jwt-b');
    store.set(authTokenAtom, null);
    expect(store.get(authTokenAtom)).toBeNull();
    expect(readStoredToken()).toBe('jwt-b');
  });
});
