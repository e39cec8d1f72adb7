import styles from './config-error-page.module.css';

/** Shown instead of the site when runtime-config.json is missing or invalid: never a blank page. */
export function ConfigErrorPage({ problem }: { problem: string }) {
  return (
    <main className={styles.page}>
      <h1>This site is misconfigured</h1>
      <p>The runtime configuration could not be used, so the site cannot start.</p>
      <p>
        Problem: <code>{problem}</code>
      </p>
      <p>If you run this site, fix runtime-config.json beside index.html; no rebuild is needed.</p>
    </main>
  );
}
