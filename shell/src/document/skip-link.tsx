import { useMessages } from '@qr/runtime/i18n';
import styles from './document.module.css';
import { documentMessages } from './messages';

/**
 * The first focusable element of every page: a plain fragment link to the main landmark, which the
 * browser then scrolls to and focuses (it has tabindex="-1"). The router sees only a new hash.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const t = useMessages(documentMessages);
  return (
    <a className={styles.skip} href={`#${targetId}`}>
      {t.skipLink}
    </a>
  );
}
