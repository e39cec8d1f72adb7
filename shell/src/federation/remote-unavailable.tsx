import { useContext } from 'react';
import { Button, type RemoteName, useMessages } from 'shared-ui';
import { routingMessages } from '../routing/messages';
import { statusMessages } from '../status/messages';
import { StatusPage } from '../status/status-page';
import { RetryRemoteContext } from './retry-remote';

export function RemoteUnavailable() {
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
      <p>{t.unavailableHelp}</p>
    </StatusPage>
  );
}

export function unavailableModule(_remote: RemoteName) {
  return { default: RemoteUnavailable };
}
