import { createContext, useContext } from 'react';
import type { RemoteName } from 'shared-ui';
import styles from './remote-unavailable.module.css';

/** Given by the route that rendered the fallback: forget the failed remote and load it again. */
export const RetryRemoteContext = createContext<() => void>(() => window.location.reload());

export function RemoteUnavailable() {
  const retry = useContext(RetryRemoteContext);
  return (
    <div className={styles.box} role="alert">
      <h1 className={styles.title}>This part of the site is not available right now</h1>
      <p className={styles.text}>Check your internet connection, then try again.</p>
      <button type="button" className={styles.button} onClick={retry}>
        Try Again
      </button>
    </div>
  );
}

export function unavailableModule(_remote: RemoteName) {
  return { default: RemoteUnavailable };
}
