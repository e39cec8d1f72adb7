import { NotificationBar } from '@qr/design-system';
import { dismissNotificationAtom, notificationAtom, SESSION_REPLACED, USER_INFO_FAILED } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useAtomValue, useSetAtom } from 'jotai';
import { useMemo } from 'react';
import { type ShellTexts, shellMessages } from './status/shell-messages';

/** A notice the runtime raised in English, in the page's language; a remote's notice comes already worded. */
function inPageLanguage(message: string, t: ShellTexts): string {
  if (message === SESSION_REPLACED) return t.sessionReplaced;
  return message === USER_INFO_FAILED ? t.userInfoFailed : message;
}

/** The one notification bar of the site; remotes drive it through shared-ui's useNotify(). */
export function NotificationHost() {
  const notification = useAtomValue(notificationAtom);
  // Removes the notice that closed, never a newer one that replaced it meanwhile.
  const dismiss = useSetAtom(dismissNotificationAtom);
  const t = useMessages(shellMessages);
  const labels = { close: t.closeNotification, region: t.notifications, notice: t.notification };
  // One object per notice and language: the bar's timers follow the notice's identity.
  const shown = useMemo(
    () => notification && { ...notification, message: inPageLanguage(notification.message, t) },
    [notification, t],
  );
  return <NotificationBar notification={shown} onDismiss={dismiss} labels={labels} />;
}
