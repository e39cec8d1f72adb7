import { Button } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import { useContext, useEffect, useState } from 'react';
import { statusMessages } from './messages';
import { RetryRemoteContext } from './retry-remote';
import { shellMessages } from './shell-messages';
import { siteReachable } from './site-reachable';
import { StatusPage } from './status-page';
import styles from './status-page.module.css';

/** null while the site is being asked; true when it answers (the cause is on the site's side). */
function useSiteReachable(known: boolean): boolean | null {
  const [reachable, setReachable] = useState<boolean | null>(known ? true : null);
  useEffect(() => {
    if (known) return;
    let current = true;
    void siteReachable().then((value) => current && setReachable(value));
    return () => {
      current = false;
    };
  }, [known]);
  return reachable;
}

/**
 * The page of a remote that cannot be loaded (federation/unavailable-page.tsx). `detail`: for operators,
 * what keeps the remote's build from fitting this site (see compatibility.ts).
 * The help line says the site is being updated when the site itself answers, and asks the visitor to
 * check their connection only when it does not.
 */
export function RemoteUnavailable({ detail }: { detail?: string | null }) {
  const retry = useContext(RetryRemoteContext);
  const shell = useMessages(shellMessages);
  const t = useMessages(statusMessages);
  const reachable = useSiteReachable(Boolean(detail));
  return (
    <StatusPage
      role="alert"
      title={shell.unavailableTitle}
      actions={
        <Button type="button" onClick={retry}>
          {shell.tryAgain}
        </Button>
      }
    >
      {reachable !== null && <p>{reachable ? t.updatingHelp : t.unavailableHelp}</p>}
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </StatusPage>
  );
}
