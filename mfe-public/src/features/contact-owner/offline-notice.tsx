import { InlineNotice, WifiOffIcon } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ContactTab } from './contact-owner-view';
import { contactOwnerMessages } from './messages';

/** Shown beside the tab's action while the phone has no network: what was typed stays, resend once back. */
export function OfflineNotice({ tab }: { tab: ContactTab }) {
  const t = useMessages(contactOwnerMessages);
  return (
    <InlineNotice tone="warning" title={t.offlineTitle} icon={<WifiOffIcon size={20} />}>
      {tab === 'call' ? t.offlineCall : t.offlineMessage}
    </InlineNotice>
  );
}
