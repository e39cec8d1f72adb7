import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { authTokenAtom } from 'shared-ui/runtime';
import { SessionExpiredCard } from './session-expired-card';

/**
 * Owner data shows only while this tab has a session. When it ends, here or in another tab (a logout there
 * clears this tab's token, shared-ui's cross-tab-session.ts), the page is replaced at once by the Session
 * Expired card, as on /admin: its vehicles and numbers go, its requests stop and its dialogs close.
 */
export function OwnerOnly({ children }: { children: ReactNode }) {
  const token = useAtomValue(authTokenAtom);
  return token ? children : <SessionExpiredCard />;
}
