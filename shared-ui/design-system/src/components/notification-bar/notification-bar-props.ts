import type { Notification } from '@qr/runtime';

export const NOTIFICATION_AUTO_CLOSE_MS = 2000;
export const NOTIFICATION_CLOSE_ANIMATION_MS = 300;

export interface NotificationBarProps {
  notification: Notification | null;
  /**
   * Called once a notice has closed (auto-close after 2 s or the close button) and its 300 ms animation ran,
   * with that notice's id: by then a newer notice may be showing, which the caller must leave alone.
   */
  onDismiss(id: number): void;
  /**
   * The close button's and the region's names, and the word a screen reader says before a notice, in the
   * page's language (the host's texts).
   */
  labels?: NoticeLabels;
}

export interface NoticeLabels {
  close: string;
  region: string;
  notice: string;
}

export const ENGLISH_LABELS: NoticeLabels = {
  close: 'Close notification',
  region: 'Notifications',
  notice: 'Notification',
};

/**
 * What the bar's frame draws: the notice on screen (still there during its close animation), whether it is
 * open, and how to close it. The bar keeps this state; a frame only draws it and reports a close.
 */
export interface NoticeFrameProps {
  shown: Notification | null;
  open: boolean;
  onClose(): void;
  labels: NoticeLabels;
}
