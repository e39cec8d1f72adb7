import { useContext } from 'react';
import { Button, useMessages } from 'shared-ui';
import { routingMessages } from '../routing/messages';
import { statusMessages } from '../status/messages';
import { StatusPage } from '../status/status-page';
import styles from '../status/status-page.module.css';
import { RetryRemoteContext } from './retry-remote';

/** `detail`: for operators, what keeps the remote's build from fitting this site (see compatibility.ts). */
export function RemoteUnavailable({ detail }: { detail?: string | null }) {
  const retry = useContext(RetryRemoteContext);
  const routing = useMessages(routingMessages);
  const t = useMessages(statusMessages);
  return (
    <StatusPage
      role="alert"
      title={routing.unavailableTitle}
      actions={
        <Button type="button" onClick={retry}>
          {routing.tryAgain}
        </Button>
      }
    >
      <p>{detail ? t.updatingHelp : t.unavailableHelp}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
    </StatusPage>
  );
}

export function unavailableModule(detail: string | null) {
  return { default: detail ? () => <RemoteUnavailable detail={detail} /> : RemoteUnavailable };
}
