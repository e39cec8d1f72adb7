import { atom } from 'jotai';

export const AUTH_TOKEN_KEY = 'authToken';
const COOKIE_MAX_AGE_SECONDS = 86400;

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(AUTH_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/** Writes the token to localStorage and to the authToken cookie together, or clears both. */
export function persistToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(AUTH_TOKEN_KEY, token);
    else localStorage.removeItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (private mode); the cookie still carries the session.
  }
  const attributes = 'path=/; secure; samesite=strict';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing on many phones still in use.
  document.cookie = token
    ? `${AUTH_TOKEN_KEY}=${encodeURIComponent(token)}; max-age=${COOKIE_MAX_AGE_SECONDS}; ${attributes}`
    : `${AUTH_TOKEN_KEY}=; max-age=0; ${attributes}`;
}

/**
 * At start: a cookie left without its localStorage token (storage cleared by the visitor or the browser)
 * is removed, so the cookie never carries a session the site no longer has. Without storage (a private
 * mode that refuses it) the cookie may be all there is: it is kept.
 */
export function clearStaleCookie(): void {
  try {
    if (localStorage.getItem(AUTH_TOKEN_KEY)) return;
  } catch {
    return;
  }
  persistToken(null);
}

const tokenValueAtom = atom<string | null>(null);

/**
 * The bearer token. Writing it persists (or clears) localStorage and the cookie in the same step, except
 * that ending a session leaves a token this tab does not hold: that is another tab's newer login.
 */
export const authTokenAtom = atom(
  (get) => get(tokenValueAtom),
  (get, set, token: string | null) => {
    const stored = readStoredToken();
    if (token || !stored || stored === get(tokenValueAtom)) persistToken(token);
    set(tokenValueAtom, token);
  },
);

/**
 * Sets this tab's token and leaves storage alone: for following a change another tab made to storage,
 * or ending this tab's session while storage holds another tab's login.
 */
export const tabTokenAtom = atom(null, (_get, set, token: string | null) => set(tokenValueAtom, token));
