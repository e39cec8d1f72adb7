import { createContext, useContext } from 'react';

const SessionNoticeContext = createContext<string | null>(null);

/**
 * The notice a remote's screens show when a call finds the session over, in the screen's words and language
 * (the owner's 'Authentication required. Please log in again.'); none where the spec names none (admin).
 */
export const SessionNotice = SessionNoticeContext.Provider;

export function useSessionNotice(): string | null {
  return useContext(SessionNoticeContext);
}
