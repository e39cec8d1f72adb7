import type { createStore } from 'jotai';
import { AUTH_TOKEN_KEY, authTokenAtom, readStoredToken, tabTokenAtom } from './auth';
import { createNotification, notificationAtom } from './notify';

type Store = ReturnType<typeof createStore>;

/** Shown in a tab whose session ended because another tab stored a different login. */
export const SESSION_REPLACED = 'A new login in another tab ended this session. Please log in again.';

/**
 * Keeps this tab's session in step with what other tabs do to localStorage's authToken:
 * - a logout elsewhere ends the session here too (an open /admin shows Session Expired);
 * - a login elsewhere is followed when this tab has no session of its own;
 * - a different token while this tab has a session, or after another tab ended it (its page may still
 *   show that account), never makes this tab another account silently: its session ends here with
 *   SESSION_REPLACED. Storage is left as it is, it holds the other tab's login now.
 */
export function followOtherTabs(store: Store) {
  /** The token another tab ended here; forgotten once this tab logs in or out itself. */
  let endedElsewhere: string | null = null;
  let following = false;
  const setHere = (token: string | null) => {
    following = true;
    store.set(tabTokenAtom, token);
    following = false;
  };
  store.sub(authTokenAtom, () => {
    if (!following) endedElsewhere = null;
  });

  window.addEventListener('storage', (event) => {
    if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
    const stored = readStoredToken();
    const current = store.get(authTokenAtom);
    if (stored === current) return;
    if (!stored) {
      endedElsewhere = current;
      setHere(null);
      return;
    }
    const ours = current ?? endedElsewhere;
    if (ours && ours !== stored) {
      endedElsewhere = ours;
      setHere(null);
      store.set(notificationAtom, createNotification('info', SESSION_REPLACED));
      return;
    }
    endedElsewhere = null;
    setHere(stored);
  });
}
