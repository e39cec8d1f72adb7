import { authTokenAtom } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { SessionNotice } from '@qr/runtime/server-data';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { sessionMessages } from './messages';
import { SessionExpiredCard } from './session-expired-card';

/**
 * An owner screen: a call that finds the session over (a 401, or no token) says so in Help's words
 * (docs/product.md §8: 'Authentication required. Please log in again.') before going to /.
 */
export function OwnerSession({ children }: { children: ReactNode }) {
  const t = useMessages(sessionMessages);
  return <SessionNotice value={t.authRequired}>{children}</SessionNotice>;
}

/**
 * Owner data shows only while this tab has a session. When it ends, here or in another tab (a logout there
 * clears this tab's token, shared-ui's cross-tab-session.ts), the page is replaced at once by the Session
 * Expired card, as on /admin: its vehicles and numbers go, its requests stop and its dialogs close.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const token = useAtomValue(authTokenAtom);
  return <OwnerSession>{token ? children : <SessionExpiredCard />}</OwnerSession>;
}
