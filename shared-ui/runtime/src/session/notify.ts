import { atom, useSetAtom } from 'jotai';
import { useCallback } from 'react';

export type NotificationKind = 'success' | 'error' | 'info';
export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

/** The message the shell's notification bar shows; any remote sets it through useNotify(). */
export const notificationAtom = atom<Notification | null>(null);

let nextId = 1;

/** A notification with a new id (a new id is what makes the bar show it, even with the same text). */
export function createNotification(kind: NotificationKind, message: string): Notification {
  return { id: nextId++, kind, message };
}

/**
 * Removes a notice once it has closed, unless a newer one has taken its place since: a closing notice's
 * timer must never remove the notice that replaced it.
 */
export const dismissNotificationAtom = atom(null, (get, set, id: number) => {
  if (get(notificationAtom)?.id === id) set(notificationAtom, null);
});

export function useNotify() {
  const setNotification = useSetAtom(notificationAtom);
  return useCallback(
    (kind: NotificationKind, message: string) => setNotification(createNotification(kind, message)),
    [setNotification],
  );
}
