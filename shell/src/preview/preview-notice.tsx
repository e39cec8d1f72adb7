import { useNotify } from '@qr/runtime';
import { useMessages } from '@qr/runtime/i18n';
import { useEffect, useRef } from 'react';
import { previewMessages } from './messages';

/**
 * In a tab that asked for a preview (bootstrap.tsx): when the link was refused (not signed for this site's
 * environment, expired, malformed: preview.ts), one notice on the site's notification bar says that the
 * tab shows the live site. Renders nothing.
 */
export default function PreviewNotice() {
  const t = useMessages(previewMessages);
  const notify = useNotify();
  const noticed = useRef(false);
  useEffect(() => {
    // The preview code came before the remotes were registered: this import is answered at once.
    void import('./preview').then(({ previewRefused }) => {
      if (noticed.current || !previewRefused()) return;
      noticed.current = true;
      notify('info', t.refused);
    });
  }, [notify, t]);
  return null;
}
