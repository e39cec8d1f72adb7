import { createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { createNotification, dismissNotificationAtom, notificationAtom } from './notify';

describe('dismissNotificationAtom', () => {
  it('removes the notice that closed', () => {
    const store = createStore();
    const notice = createNotification('success', 'Vehicle paused for 24 hours');
    store.set(notificationAtom, notice);
    store.set(dismissNotificationAtom, notice.id);
    expect(store.get(notificationAtom)).toBeNull();
  });

  it('leaves a newer notice that replaced it alone', () => {
    const store = createStore();
    const older = createNotification('success', 'Vehicle paused for 24 hours');
    const newer = createNotification('success', 'Vehicle service resumed successfully');
    store.set(notificationAtom, older);
    store.set(notificationAtom, newer);
    store.set(dismissNotificationAtom, older.id);
    expect(store.get(notificationAtom)).toBe(newer);
  });
});
