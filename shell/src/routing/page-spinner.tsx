import styles from './page-spinner.module.css';

export function PageSpinner() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.label}>Loading…</span>
    </div>
  );
}
