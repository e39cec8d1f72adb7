import styles from './document.module.css';

/**
 * The first focusable element of every page: a plain fragment link to the main landmark, which the
 * browser then scrolls to and focuses (it has tabindex="-1"). The router sees only a new hash.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  return (
    <a className={styles.skip} href={`#${targetId}`}>
      Skip to main content
    </a>
  );
}
