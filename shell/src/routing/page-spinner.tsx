import { LoadingAnimation } from 'shared-ui';
import styles from './page-spinner.module.css';

/** What a route shows while its remote page (or the admin check) is on its way. */
export function PageSpinner() {
  return (
    <div className={styles.wrap}>
      <LoadingAnimation label="Loading" />
    </div>
  );
}
