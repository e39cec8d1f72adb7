import { InlineNotice, WifiOffIcon } from 'shared-ui';
import type { ContactTab } from './contact-owner-view';

export const OFFLINE_TITLE = 'You are offline.';
export const OFFLINE_HINT: Record<ContactTab, string> = {
  call: 'Your number is kept — tap the call button again when you are back online.',
  message: 'Your message is kept — tap Send Message again when you are back online.',
};

/** Shown beside the tab's action while the phone has no network: what was typed stays, resend once back. */
export function OfflineNotice({ tab }: { tab: ContactTab }) {
  return (
    <InlineNotice tone="warning" title={OFFLINE_TITLE} icon={<WifiOffIcon size={20} />}>
      {OFFLINE_HINT[tab]}
    </InlineNotice>
  );
}
