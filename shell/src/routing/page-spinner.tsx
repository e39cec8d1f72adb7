import { LoadingAnimation } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { shellMessages } from '../status/shell-messages';
import styles from './page-spinner.module.css';

/** What a route shows while its remote page (or the admin check) is on its way: a loading screen (LOADING_SCREEN). */
export function PageSpinner() {
  const t = useMessages(shellMessages);
  return (
    <div className={styles.wrap} data-loading-screen>
      <LoadingAnimation label={t.loading} />
    </div>
  );
}
