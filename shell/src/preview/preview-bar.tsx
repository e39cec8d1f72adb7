import { format, useMessages } from '@qr/runtime/i18n';
import { previewMessages } from './messages';
import styles from './preview-bar.module.css';
import { PREVIEW_KEY, type Preview } from './preview-request';

/** Back to the live site: the preview is forgotten and the page loaded again. */
// Here rather than in preview.ts, whose verifying code the preview bar need not carry.
function endPreview(): void {
  sessionStorage.removeItem(PREVIEW_KEY);
  window.location.reload();
}

/** On every page while a tester previews a release: which one, and the way back to the live site. */
export default function PreviewBar({ preview }: { preview: Preview }) {
  const t = useMessages(previewMessages);
  return (
    <aside className={styles.bar} aria-label={t.label}>
      <p className={styles.text}>{format(t.previewing, { app: preview.app, version: preview.version })}</p>
      <button type="button" className={styles.end} onClick={endPreview}>
        {t.end}
      </button>
    </aside>
  );
}
